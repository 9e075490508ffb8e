import type { ReactNode } from 'react';
import { IconClock, IconMail, IconMessageChatbot, IconPhone } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { Anchor, Container, Eyebrow, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, company } from 'shared-ui';
import { contactDetails } from '../../content/contact';
import { ContactForm } from './ContactForm';
import classes from './ContactSection.module.css';
import banner from '../../components/BannerText.module.css';

function Detail({ icon: Icon, title, children }: { icon: TablerIcon; title: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={40} radius="md" variant="white" color="brand">
        <Icon size={22} aria-hidden />
      </ThemeIcon>
      <div>
        <Text fw={700} className={classes.detailTitle}>
          {title}
        </Text>
        <div className={classes.detailText}>{children}</div>
      </div>
    </Group>
  );
}

interface ContactSectionProps {
  eyebrow?: string;
  title: string;
  subtitle: string;
  source: string;
  /** The page's own heading (h1 on /contact, h2 on the home page). */
  headingOrder: 1 | 2;
}

/** The contact block: how to reach us, and the form. */
export function ContactSection({ eyebrow, title, subtitle, source, headingOrder }: ContactSectionProps) {
  return (
    <Container size="lg" py={{ base: 48, md: 72 }} component="section" aria-labelledby="contact-heading">
      <SimpleGrid cols={{ base: 1, md: 5 }} spacing={0} className={classes.frame}>
        <Stack gap="lg" className={classes.aside}>
          {eyebrow && <Eyebrow inverted>{eyebrow}</Eyebrow>}
          <Title order={headingOrder} id="contact-heading" className={`${banner.title} ${classes.title}`}>
            {title}
          </Title>
          <Text className={banner.subtitle}>{subtitle}</Text>
          <Stack gap="md" mt="sm">
            <Detail icon={IconMail} title="Email">
              <Anchor href={`mailto:${company.email}`} className={classes.link}>
                {company.email}
              </Anchor>
            </Detail>
            <Detail icon={IconPhone} title="Phone">
              <Anchor href={`tel:${company.phone.replace(/\s+/g, '')}`} className={classes.link}>
                {company.phone}
              </Anchor>
            </Detail>
            <Detail icon={IconClock} title="Hours">
              <Text size="sm">{company.hours}</Text>
              <Text size="sm">{contactDetails.replyTime}</Text>
            </Detail>
            <Detail icon={IconMessageChatbot} title="Always on">
              <Text size="sm">{contactDetails.support}</Text>
            </Detail>
          </Stack>
        </Stack>
        <Paper p={{ base: 'lg', md: 40 }} radius={0} className={classes.form}>
          <ContactForm source={source} />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
