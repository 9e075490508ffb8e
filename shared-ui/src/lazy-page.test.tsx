import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedPagesContext, lazyPage, preloadPages, retryFailedPages } from './lazy-page';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

/** A chunk that arrives when the test says so. */
function chunk<T>(value: T) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<T>((resolve) => (arrive = () => resolve(value)));
  return { load: () => arrived, arrive };
}

const fallback = <p>Loading page</p>;
let root: Root | undefined;
let ids = 0;
const uniqueId = (name: string) => `test/${name}-${(ids += 1)}`;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML of the page, then hydration of `page` over it, as the shell does. */
function hydrate(page: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Suspense fallback={fallback}><Counter label="Clicks" /></Suspense>);
  document.body.append(container);
  act(() => {
    root = hydrateRoot(container, <Suspense fallback={fallback}>{page}</Suspense>);
  });
}

/** The server's HTML of a preloaded part, and what it recorded as the pages and parts drawn. */
async function drawOnServer(Part: ComponentType<{ label: string }>, id: string, label: string) {
  const drawn = { pages: new Set<string>(), drawn: new Set<string>() };
  await preloadPages([id]);
  const html = renderToString(
    <RenderedPagesContext value={drawn}>
      <Part label={label} />
    </RenderedPagesContext>,
  );
  return { html, pages: [...drawn.pages], drawn: [...drawn.drawn] };
}

describe('lazyPage', () => {
  it('records the pages the server drew, and only those', async () => {
    const [shown, hidden] = [uniqueId('shown'), uniqueId('hidden')];
    const Shown = lazyPage(shown, () => Promise.resolve({ default: Counter }));
    lazyPage(hidden, () => Promise.resolve({ default: Counter }));
    const { html, pages, drawn } = await drawOnServer(Shown, shown, 'Clicks');
    expect(html).toContain('Clicks');
    expect(pages).toEqual([shown]);
    expect(drawn).toEqual([shown]);
  });

  it('a deferred part is recorded as drawn (its stylesheets go with the page), not for loading before hydration', async () => {
    const id = uniqueId('deferred');
    const Deferred = lazyPage(id, () => Promise.resolve({ default: Counter }), { deferred: true });
    const { html, pages, drawn } = await drawOnServer(Deferred, id, 'Section');
    expect(html).toContain('Section');
    expect(pages).toEqual([]);
    expect(drawn).toEqual([id]);
  });

  it('after preloadPages, hydration adopts the page at once: the first click counts', async () => {
    const id = uniqueId('page');
    const { load, arrive } = chunk({ default: Counter });
    const Page = lazyPage(id, load);
    arrive();
    await preloadPages([id]);
    hydrate(<Page label="Clicks" />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Clicks 1');
  });

  it('without it, the page waits for its chunk and a click before then is lost (React.lazy)', async () => {
    const { load, arrive } = chunk({ default: Counter });
    const Page = lazyPage(uniqueId('late'), load);
    hydrate(<Page label="Clicks" />);
    fireEvent.click(screen.getByRole('button'));
    // The server's HTML stays while the chunk travels; nothing answered the click.
    expect(screen.getByRole('button').textContent).toBe('Clicks 0');
    await act(async () => arrive());
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Clicks 1');
  });

  it('reached by navigation, a page shows its boundary’s fallback until it arrives', async () => {
    const { load, arrive } = chunk({ default: Counter });
    const Page = lazyPage(uniqueId('navigated'), load);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    act(() => root!.render(<Suspense fallback={fallback}><Page label="Clicks" /></Suspense>));
    expect(screen.getByText('Loading page')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByRole('button').textContent).toBe('Clicks 0');
  });

  it('loads a part that registers inside a page, and survives unknown ids and failed chunks', async () => {
    const [outer, inner, broken] = [uniqueId('outer'), uniqueId('inner'), uniqueId('broken')];
    let innerLoaded = false;
    lazyPage(outer, async () => {
      // As a page's chunk does when it runs: its own lazy parts register.
      lazyPage(inner, async () => {
        innerLoaded = true;
        return { default: Counter };
      });
      return { default: Counter };
    });
    lazyPage(broken, () => Promise.reject(new Error('chunk failed')));
    await expect(preloadPages([outer, inner, broken, 'test/unknown'])).resolves.toBeUndefined();
    expect(innerLoaded).toBe(true);
  });

  it('a page whose chunk failed fails at once until retryFailedPages, then loads again', async () => {
    // React reports the failed chunk on the console; the test reads the screen instead.
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    let attempts = 0;
    const Page = lazyPage(uniqueId('flaky'), async () => {
      attempts += 1;
      if (!reachable) throw new Error('chunk failed');
      return { default: Counter };
    });
    const page = (
      <ErrorBoundary fallback={<p>Page failed</p>}>
        <Suspense fallback={fallback}>
          <Page label="Clicks" />
        </Suspense>
      </ErrorBoundary>
    );
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    await act(async () => root!.render(page));
    expect(screen.getByText('Page failed')).toBeTruthy();
    expect(attempts).toBeLessThanOrEqual(2);
    // Drawn again as it is, it fails at once: no new request for the chunk.
    const before = attempts;
    act(() => root!.render(<p>Elsewhere</p>));
    await act(async () => root!.render(page));
    expect(screen.getByText('Page failed')).toBeTruthy();
    expect(attempts).toBe(before);
    // The remote answers again; Try Again (or the render server's next page) lets it try again.
    reachable = true;
    retryFailedPages();
    act(() => root!.render(<p>Elsewhere</p>));
    await act(async () => root!.render(page));
    expect(screen.getByRole('button').textContent).toBe('Clicks 0');
    report.mockRestore();
  });
});
