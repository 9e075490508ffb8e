import { IconTargetArrow } from '@tabler/icons-react';
import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, useLocation, usePageMeta } from 'shared-ui';
import { BackLink } from '../../components/BackLink';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import type { Offering } from '../../content/offerings';
import { courseData } from '../../content/structured-data';
import type { SiteLink } from '../../content/types';
import classes from './OfferingPage.module.css';

/** What differs between an academy programme page and an IT service page. */
export interface OfferingPageLabels {
  section: string;
  back: SiteLink;
  overviewTitle: string;
  itemsTitle: string;
  outcomeTitle: string;
  closingTitle: string;
  closingText: string;
  booking: string;
  /** The offering is a course (an academy programme): its page describes it as one to search engines. */
  course?: boolean;
}

/**
 * A fixed offering page (spec §2): the ten academy programmes (modules, Learning Outcome) and the
 * eight IT services (Overview, four offered items, Outcome). One component, two sets of labels.
 */
export function OfferingPage({ offering, labels }: { offering: Offering; labels: OfferingPageLabels }) {
  const { pathname } = useLocation();
  usePageMeta({
    ...offering.meta,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: labels.section, path: labels.back.to },
      { name: offering.heading, path: pathname },
    ],
    structuredData: labels.course ? [courseData(offering, pathname)] : undefined,
  });
  return (
    <>
      <PageHeader
        back={<BackLink to={labels.back.to} label={labels.back.label} inverted />}
        eyebrow={labels.section}
        title={offering.heading}
        subtitle={offering.summary}
        image={offering.image}
      />
      <Container size="lg" py={64} component="section" aria-labelledby="overview-heading">
        <Stack gap="sm" maw={820}>
          <Title order={2} id="overview-heading">
            {labels.overviewTitle}
          </Title>
          <Text size="lg">{offering.overview}</Text>
        </Stack>
      </Container>
      <section aria-labelledby="items-heading" className={classes.band}>
        <Container size="lg" py={64}>
          <Title order={2} id="items-heading" mb="xl">
            {labels.itemsTitle}
          </Title>
          <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: offering.items.length === 4 ? 2 : 3 }} spacing="lg" className={classes.items}>
            {offering.items.map((item, index) => (
              <li key={item.title} className={classes.item}>
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <span className={classes.number} aria-hidden>
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <div>
                    <Title order={3} size="h4">
                      {item.title}
                    </Title>
                    <Text c="dimmed" size="sm" mt={4}>
                      {item.description}
                    </Text>
                  </div>
                </Group>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </section>
      <Container size="lg" pt={64} component="section" aria-labelledby="outcome-heading">
        <Group gap="lg" wrap="nowrap" align="flex-start" className={classes.outcome}>
          <ThemeIcon size={56} radius="md" color="accent">
            <IconTargetArrow size={30} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={2} size="h3" id="outcome-heading">
              {labels.outcomeTitle}
            </Title>
            <Text size="lg" mt={6}>
              {offering.outcome}
            </Text>
          </div>
        </Group>
      </Container>
      <CallToAction
        title={labels.closingTitle}
        text={labels.closingText}
        primary={{ label: offering.ctaLabel, to: labels.booking }}
        secondary={labels.back}
      />
    </>
  );
}
