import type { ReactNode } from 'react';
import { Button, Center, Container, Link, SectionHeading } from 'shared-ui';
import type { SiteLink } from '../../content/types';
import classes from './HomeSections.module.css';

interface PreviewSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  content: { eyebrow: string; title: string; subtitle: string; more: SiteLink };
  /** The tinted background that sets the section apart from its neighbours. */
  band?: boolean;
  children: ReactNode;
}

/** A home page section that previews a part of the site: its heading, a few cards, and the link to all of them. */
export function PreviewSection({ id, content, band = false, children }: PreviewSectionProps) {
  const body = (
    <>
      <SectionHeading id={id} eyebrow={content.eyebrow} title={content.title} subtitle={content.subtitle} />
      {children}
      <Center mt="xl">
        <Button component={Link} to={content.more.to} variant="outline" size="md">
          {content.more.label}
        </Button>
      </Center>
    </>
  );
  if (!band) {
    return (
      <Container size="lg" py={64} component="section" aria-labelledby={id}>
        {body}
      </Container>
    );
  }
  return (
    <section className={classes.band} aria-labelledby={id}>
      <Container size="lg" py={64}>
        {body}
      </Container>
    </section>
  );
}
