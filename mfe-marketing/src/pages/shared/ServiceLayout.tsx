import type { ReactNode } from 'react';
import { IconTargetArrow } from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { Container, Stack, Text, ThemeIcon, Title, SectionHeading } from 'shared-ui';
import { BackLink } from '../../components/BackLink';
import { CardGrid } from '../../components/CardGrid';
import { CheckList } from '../../components/CheckList';
import { FactList, type Fact } from '../../components/FactList';
import { KeepTogether } from '../../components/KeepTogether';
import { PageHeader } from '../../components/PageHeader';
import type { OfferingItem } from '../../content/offerings';
import type { Illustration, SiteLink } from '../../content/types';
import classes from './ServiceLayout.module.css';

// The parts every service and programme page is made of (an academy programme, an IT service, a
// data-driven entry, a blockchain or Salesforce service): one banner, then sections in one rhythm
// (white, tinted, white), then the closing call to action. The pages differ only in their data.

interface ServiceHeroProps {
  back: SiteLink;
  eyebrow: string;
  icon?: TablerIcon;
  title: string;
  summary: string;
  image: Illustration;
  facts?: Fact[];
  /** Buttons under the facts (e.g. 'Book Consultation' and 'Call Now'). */
  actions?: ReactNode;
}

/** The page's banner: back link, eyebrow, its one h1, a summary, facts and actions, the illustration. */
export function ServiceHero({ back, eyebrow, icon, title, summary, image, facts, actions }: ServiceHeroProps) {
  return (
    <PageHeader back={<BackLink to={back.to} label={back.label} inverted />} eyebrow={eyebrow} icon={icon} title={title} subtitle={summary} image={image}>
      {facts && <FactList facts={facts} inverted />}
      {actions}
    </PageHeader>
  );
}

interface ServiceSectionProps {
  id: string;
  title: string;
  /** The tinted background that sets a section apart from its neighbours. */
  band?: boolean;
  children: ReactNode;
}

/** A section under the banner: an h2 and its content. */
export function ServiceSection({ id, title, band = false, children }: ServiceSectionProps) {
  return (
    <section aria-labelledby={id} className={band ? classes.band : undefined}>
      <Container size="lg" py={56}>
        <SectionHeading id={id} title={title} align="left" />
        {children}
      </Container>
    </section>
  );
}

/** Paragraphs of running text. */
export function Prose({ paragraphs }: { paragraphs: string[] }) {
  return (
    <Stack gap="sm" className={classes.prose}>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="lg">
          <KeepTogether text={paragraph} />
        </Text>
      ))}
    </Stack>
  );
}

interface ServiceDetailsProps {
  overview: string[];
  /** What the service includes, on the tinted band; `id` names its heading. */
  features: { id: string; title: string; items: string[] };
  outcomes: { title: string; items: string[] };
}

/** A service's sections: the overview, what it includes and what it leads to. */
export function ServiceDetails({ overview, features, outcomes }: ServiceDetailsProps) {
  return (
    <>
      <ServiceSection id="overview-heading" title="Overview">
        <Prose paragraphs={overview} />
      </ServiceSection>
      <ServiceSection id={features.id} title={features.title} band>
        <CheckList items={features.items} columns={3} onTint />
      </ServiceSection>
      <ServiceSection id="outcomes-heading" title={outcomes.title}>
        <CheckList items={outcomes.items} columns={3} />
      </ServiceSection>
    </>
  );
}

/** Modules or offered items, numbered in order. */
export function NumberedItems({ items }: { items: OfferingItem[] }) {
  return (
    <CardGrid component="ol">
      {items.map((item, index) => (
        <li key={item.title} className={classes.item}>
          <span className={classes.number} aria-hidden>
            {String(index + 1).padStart(2, '0')}
          </span>
          <div>
            <Title order={3} size="h4">
              <KeepTogether text={item.title} />
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              <KeepTogether text={item.description} />
            </Text>
          </div>
        </li>
      ))}
    </CardGrid>
  );
}

/** The outcome a programme or service leads to, set apart in a callout. */
export function OutcomeCallout({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Container size="lg" pt={56} component="section" aria-labelledby={id}>
      <div className={classes.outcome}>
        <ThemeIcon size={56} radius="md" color="accent" className={classes.outcomeIcon}>
          <IconTargetArrow size={30} aria-hidden />
        </ThemeIcon>
        <div>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text size="lg" mt={6}>
            {text}
          </Text>
        </div>
      </div>
    </Container>
  );
}
