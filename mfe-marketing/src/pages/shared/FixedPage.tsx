import { useLocation, usePageMeta } from 'shared-ui';
import { CallToAction } from '../../components/CallToAction';
import type { FixedPageLabels, Offering } from '../../content/offerings';
import { courseData } from '../../content/structured-data';
import { NumberedItems, OutcomeCallout, Prose, ServiceHero, ServiceSection } from './ServiceLayout';

/**
 * A fixed offering page (docs/rules.md#academy): the ten academy programmes (modules, Learning Outcome) and the
 * eight IT services (Overview, four offered items, Outcome). One component, two sets of labels.
 */
export function FixedPage({ offering, labels }: { offering: Offering; labels: FixedPageLabels }) {
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
      <ServiceHero back={labels.back} eyebrow={labels.section} icon={offering.icon} title={offering.heading} summary={offering.summary} image={offering.image} />
      <ServiceSection id="overview-heading" title={labels.overviewTitle}>
        <Prose paragraphs={[offering.overview]} />
      </ServiceSection>
      <ServiceSection id="items-heading" title={labels.itemsTitle} band>
        <NumberedItems items={offering.items} />
      </ServiceSection>
      <OutcomeCallout id="outcome-heading" title={labels.outcomeTitle} text={offering.outcome} />
      <CallToAction
        title={labels.closingTitle}
        text={labels.closingText}
        primary={{ label: offering.ctaLabel, to: labels.booking }}
        secondary={labels.back}
      />
    </>
  );
}
