import { Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, company } from 'shared-ui';
import { GENERAL_MESSAGE, WHATSAPP_GREEN, benefits, claims, emailLink, steps, whatsappLink } from '../content/exchange';
import classes from './LandingSections.module.css';

/** Spec §1, §2: the hero with the exchange's claims. */
export function Hero() {
  return (
    <section className={classes.hero} aria-labelledby="exchange-title">
      <Container size="lg" py={72}>
        <Stack gap="lg" align="center" ta="center">
          <Title order={1} id="exchange-title" c="white">
            Buy and Sell USDT Over the Counter
          </Title>
          <Text c="gray.2" size="lg" maw={680}>
            GX Exchange is a USDT OTC desk: one agreed price for your whole amount, settlement in under 5 minutes and liquidity around
            the clock.
          </Text>
          <Group justify="center">
            <Button component="a" href={whatsappLink(GENERAL_MESSAGE)} target="_blank" rel="noopener noreferrer" size="md" color={WHATSAPP_GREEN}>
              Trade on WhatsApp
            </Button>
            <Button component="a" href="#how-it-works" size="md" variant="white" color="dark">
              How It Works
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" mt="md" component="dl" className={classes.claims}>
            {claims.map((claim) => (
              <div key={claim.label} className={classes.claim}>
                <dt className={classes.claimLabel}>{claim.label}</dt>
                <dd className={classes.claimValue}>{claim.value}</dd>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </section>
  );
}

/** Spec §2: the three benefits; the About anchor lands here. */
export function Benefits() {
  return (
    <Container size="lg" py={64} component="section" id="about" aria-labelledby="benefits-heading">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={2} id="benefits-heading">
            Why Trade With GX Exchange
          </Title>
          <Text c="dimmed">A desk that quotes fairly and settles fast.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {benefits.map((benefit, index) => (
            <Card key={benefit.title} withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <ThemeIcon size="lg" radius="xl" aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Title order={3}>{benefit.title}</Title>
                <Text c="dimmed">{benefit.text}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** Spec §2: the three-step how-it-works. */
export function HowItWorks() {
  return (
    <Container size="lg" py={64} component="section" id="how-it-works" aria-labelledby="how-heading">
      <Stack gap="lg">
        <Title order={2} id="how-heading" ta="center">
          How It Works
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" className={classes.steps}>
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card withBorder radius="md" padding="lg" h="100%">
                <Stack gap="xs">
                  <Text fw={800} c="dark.6">
                    Step {index + 1}
                  </Text>
                  <Title order={3}>{step.title}</Title>
                  <Text c="dimmed">{step.text}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/** Spec §1, §2: exchange contact is the messaging app or e-mail, not a form. */
export function ContactSection() {
  return (
    <Container size="md" py={64} component="section" id="contact" aria-labelledby="contact-heading">
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md" align="center" ta="center">
          <Title order={2} id="contact-heading">
            Ready to Trade?
          </Title>
          <Text c="dimmed" maw={560}>
            Tell us the amount and the direction of your trade. We reply within minutes on WhatsApp and within 2 hours by e-mail during
            business hours ({company.hours}); the desk is open 24/7.
          </Text>
          <Group justify="center">
            <Button component="a" href={whatsappLink(GENERAL_MESSAGE)} target="_blank" rel="noopener noreferrer" color={WHATSAPP_GREEN} size="md">
              Chat on WhatsApp
            </Button>
            <Button component="a" href={emailLink('USDT OTC enquiry')} variant="default" size="md">
              E-mail {company.email}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
