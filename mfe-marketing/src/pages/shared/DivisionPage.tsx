import { Container, usePageMeta } from 'shared-ui';
import { CardGrid } from '../../components/CardGrid';
import { CallToAction } from '../../components/CallToAction';
import { LinkCard } from '../../components/LinkCard';
import { PageHeader } from '../../components/PageHeader';
import type { Offering } from '../../content/offerings';
import type { Illustration, PageMetaContent } from '../../content/types';

export interface DivisionContent {
  meta: PageMetaContent;
  eyebrow: string;
  title: string;
  subtitle: string;
  closing: { title: string; text: string; ctaLabel: string; to: string };
}

interface DivisionPageProps {
  content: DivisionContent;
  offerings: Offering[];
  /** The path the cards' slugs hang under ('/gx-academy'). */
  basePath: string;
  image: Illustration;
}

/** /gx-academy and /gxit-solutions: a card per fixed offering with 'Learn More', then a call to action. */
export function DivisionPage({ content, offerings, basePath, image }: DivisionPageProps) {
  usePageMeta(content.meta);
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} subtitle={content.subtitle} image={image} />
      <Container size="lg" py={64} component="section" aria-label={`${content.eyebrow} catalogue`}>
        <CardGrid>
          {offerings.map((offering) => (
            <LinkCard
              key={offering.slug}
              icon={offering.icon}
              title={offering.title}
              description={offering.summary}
              to={`${basePath}/${offering.slug}`}
              headingOrder={2}
            />
          ))}
        </CardGrid>
      </Container>
      <CallToAction
        title={content.closing.title}
        text={content.closing.text}
        primary={{ label: content.closing.ctaLabel, to: content.closing.to }}
      />
    </>
  );
}
