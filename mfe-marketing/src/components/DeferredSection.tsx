import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { Container, Skeleton, SimpleGrid, Stack } from 'shared-ui';
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
 * Holds its children back until `release()`: they suspend on a promise that settles then. Kept
 * outside React state on purpose: opening it pings the suspended boundary instead of updating a
 * parent, and an update reaching a boundary that is still waiting to hydrate would make React throw
 * the server's HTML away and draw the skeleton instead.
 */
interface Gate {
  readonly open: boolean;
  readonly opened: Promise<void>;
  release(): void;
}

function createGate(open: boolean): Gate {
  let release = () => {};
  const opened = new Promise<void>((resolve) => (release = resolve));
  const gate = {
    open,
    opened,
    release() {
      gate.open = true;
      release();
    },
  };
  if (open) gate.release();
  return gate;
}

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) use(gate.opened);
  return children;
}

/**
 * A below-the-fold section of the home page (spec §2: "lazily loaded sections show skeleton
 * placeholders while loading"): its code is fetched only when it nears the viewport.
 *
 * - Rendered on the server, the section is complete in the HTML (for visitors, crawlers and link
 *   previews alike). In the browser it stays that server HTML, not yet interactive, until it nears
 *   the viewport; then its code loads and React hydrates it in place, with nothing redrawn.
 * - Drawn in the browser (a visit that started on another page), it shows the skeleton until then.
 */
export function DeferredSection({ children, label, minHeight }: DeferredSectionProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // The server renders everything: there is no viewport to wait for.
  const [gate] = useState(() => createGate(typeof window === 'undefined'));

  useEffect(() => {
    const element = anchor.current;
    if (gate.open || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.release();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          gate.release();
          observer.disconnect();
        }
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={anchor} className={classes.anchor} style={{ containIntrinsicSize: `auto ${minHeight}px` }}>
      <Suspense fallback={<SectionSkeleton label={label} minHeight={minHeight} />}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
