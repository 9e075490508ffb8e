import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Container, Skeleton, SimpleGrid, Stack, useHydrated } from 'shared-ui';
import classes from './DeferredSection.module.css';

/** Start fetching a section this far before it scrolls into view, so it is usually ready in time. */
const PREFETCH_MARGIN = '600px 0px';

interface DeferredSectionProps {
  /** A lazily loaded section (React.lazy): its code is fetched only when it is about to be seen. */
  children: ReactNode;
  /** Names the placeholder for assistive technology: 'Loading {label}'. */
  label: string;
  /** Height the placeholder reserves, close to the section's own, so the page does not jump. */
  minHeight: number;
}

function SectionSkeleton({ label, minHeight }: Omit<DeferredSectionProps, 'children'>) {
  return (
    <Container size="lg" py={64} aria-busy="true" aria-label={`Loading ${label}`} role="status">
      <Stack gap="md" mih={minHeight - 128} align="center">
        <Skeleton height={14} width={120} />
        <Skeleton height={32} width="50%" />
        <Skeleton height={16} width="70%" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" w="100%" mt="md">
          <Skeleton height={180} />
          <Skeleton height={180} />
          <Skeleton height={180} />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

/**
 * A below-the-fold section of the home page (spec §2: "lazily loaded sections show skeleton
 * placeholders while loading"). It renders a skeleton until it nears the viewport, then renders
 * its lazy child inside Suspense with the same skeleton, so the first visit downloads only what
 * is on screen.
 */
export function DeferredSection({ children, label, minHeight }: DeferredSectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // The server renders the placeholder (spec §2: lazily loaded sections show skeletons), and
  // hydration must start from the same tree; the observer below takes over after it.
  const hydrated = useHydrated();
  const [near, setNear] = useState(() => hydrated && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const skeleton = <SectionSkeleton label={label} minHeight={minHeight} />;
  return (
    <div ref={anchor} className={classes.anchor}>
      {near ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton}
    </div>
  );
}
