import { Suspense, use, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Container, Skeleton, SimpleGrid, Stack } from 'shared-ui';
import classes from './DeferredSection.module.css';

/** Start fetching a section this far before it scrolls into view, so it is usually ready in time. */
const PREFETCH_MARGIN = '600px 0px';

interface DeferredSectionProps {
  /** A section made with lazyPage (deferred): its code is fetched only when it is about to be seen. */
  children: ReactNode;
  /** Names the placeholder for assistive technology: 'Loading {label}'. */
  label: string;
  /**
   * Height in px the section takes while it is not drawn, close to its own so that the page does not
   * jump: on phones (one column), from Mantine's `sm` breakpoint (48em) and from `lg` (75em).
   */
  heights: { base: number; sm: number; lg: number };
}

function SectionSkeleton({ label }: { label: string }) {
  return (
    <Container size="lg" py={64} aria-busy="true" aria-label={`Loading ${label}`} role="status">
      {/* --deferred-height: the height the section's wrapper reserves at this width (the module's CSS). */}
      <Stack gap="md" mih="calc(var(--deferred-height) - 128px)" align="center">
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
 * A below-the-fold section of the home page (docs/rules.md#home: "lazily loaded sections show skeleton
 * placeholders while loading"): its code is fetched only when it nears the viewport.
 *
 * - Rendered on the server, the section is complete in the HTML (for visitors, crawlers and link
 *   previews alike). In the browser it stays that server HTML, not yet interactive, until it nears
 *   the viewport; then its code loads and React hydrates it in place, with nothing redrawn.
 * - Drawn in the browser (a visit that started on another page), it shows the skeleton until then.
 */
export function DeferredSection({ children, label, heights }: DeferredSectionProps) {
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

  const reserved = {
    '--deferred-height-base': `${heights.base}px`,
    '--deferred-height-sm': `${heights.sm}px`,
    '--deferred-height-lg': `${heights.lg}px`,
  } as CSSProperties;
  return (
    <div ref={anchor} className={classes.anchor} style={reserved}>
      <Suspense fallback={<SectionSkeleton label={label} />}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
