import { Banner, Button, ClosingBand, Container, Eyebrow, FigureList, Group, HighlightGrid, SectionHeading, Stack, StepList, Text, Title, company } from 'shared-ui';
import { GENERAL_MESSAGE, benefits, claims, emailLink, steps, whatsappLink } from '../content/exchange';
import classes from './LandingSections.module.css';

/** docs/rules.md#overview, #exchange: the hero with the exchange's claims. */
export function Hero() {
  return (
    <Banner aria-labelledby="exchange-title">
      <Container size="lg" py={{ base: 48, md: 72 }}>
        <Stack gap="lg" align="center" ta="center">
          <Eyebrow inverted>GX Exchange · USDT OTC desk</Eyebrow>
          <Title order={1} id="exchange-title" className={classes.heroTitle}>
            Buy and Sell USDT Over the Counter
          </Title>
          <Text size="lg" maw={680} className={classes.heroText}>
            GX Exchange is a USDT OTC desk: one agreed price for your whole amount, settlement in under 5 minutes and liquidity around
            the clock.
          </Text>
          <Group justify="center" gap="sm">
            <Button component="a" href={whatsappLink(GENERAL_MESSAGE)} target="_blank" rel="noopener noreferrer" size="md" color="accent">
              Trade on WhatsApp
            </Button>
            <Button component="a" href="#how-it-works" size="md" variant="white">
              How It Works
            </Button>
          </Group>
          <FigureList items={claims} classNames={{ root: classes.claims, figure: classes.claim, label: classes.claimLabel, value: classes.claimValue }} />
        </Stack>
      </Container>
    </Banner>
  );
}

/** docs/rules.md#exchange: the three benefits; the About anchor lands here. */
export function Benefits() {
  return (
    <Container size="lg" py={72} component="section" id="about" aria-labelledby="benefits-heading">
      <SectionHeading eyebrow="Why GX Exchange" title="Why Trade With GX Exchange" subtitle="A desk that quotes fairly and settles fast." id="benefits-heading" />
      <HighlightGrid items={benefits} cols={{ base: 1, sm: 3 }} />
    </Container>
  );
}

/** docs/rules.md#exchange: the three-step how-it-works. */
export function HowItWorks() {
  return (
    <Container size="lg" py={72} component="section" id="how-it-works" aria-labelledby="how-heading">
      <SectionHeading eyebrow="Three steps" title="How It Works" id="how-heading" />
      <StepList steps={steps} cols={{ base: 1, sm: 3 }} />
    </Container>
  );
}

/** docs/rules.md#overview, #exchange: exchange contact is the messaging app or e-mail, not a form. */
// Drawn as the site's closing band, as on the marketing pages.
export function ContactSection() {
  return (
    <ClosingBand
      id="contact"
      titleId="contact-heading"
      title="Ready to Trade?"
      text={`Tell us the amount and the direction of your trade. We reply within minutes on WhatsApp and within 2 hours by e-mail during business hours (${company.hours}); the desk is open 24/7.`}
      classNames={{ title: classes.bandTitle, actions: classes.bandActions }}
      actions={
        <>
          <Button component="a" href={whatsappLink(GENERAL_MESSAGE)} target="_blank" rel="noopener noreferrer" color="accent" size="md">
            Chat on WhatsApp
          </Button>
          <Button component="a" href={emailLink('USDT OTC enquiry')} variant="white" size="md">
            E-mail us
          </Button>
        </>
      }
    >
      {/* The address as text, where it may wrap, rather than inside a button, where it would not. */}
      <Text size="sm" className={classes.bandText}>
        or write to{' '}
        <a href={emailLink('USDT OTC enquiry')} className={classes.bandLink}>
          {company.email}
        </a>
      </Text>
    </ClosingBand>
  );
}
