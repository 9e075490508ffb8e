import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoadError, useData, type DataOptions } from './data';
import { DesignSystemProvider } from './DesignSystemProvider';
import { ServerDataContext, createHydrationDataStore, useServerData } from './server-data';
import { createServerDataStore } from './server-data-store';

/** SWR's cache is shared by the whole test file, as by the whole site: each test has its own keys. */
let keys = 0;
const uniqueKey = (name: string) => `${name}-${(keys += 1)}`;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Shown({ dataKey, load, options }: { dataKey: string | null; load: () => Promise<string>; options?: DataOptions<string> }) {
  const { state, retry } = useData(dataKey, load, options);
  if (state.status === 'loading') return <p role="status">Loading</p>;
  if (state.status === 'error') {
    return (
      <LoadError title="Failed to load" onRetry={retry}>
        {String(state.error)}
      </LoadError>
    );
  }
  return <p>Loaded {state.data}</p>;
}

const withDesign = (ui: React.ReactNode) => <DesignSystemProvider>{ui}</DesignSystemProvider>;

describe('useData', () => {
  it('loads, shows a failure with its message and Retry, and Retry reads as loading until the answer', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const onError = vi.fn();
    render(withDesign(<Shown dataKey={uniqueKey('retry')} load={() => answers[calls++]!.promise} options={{ onError }} />));
    expect(screen.getByRole('status').textContent).toBe('Loading');
    await act(async () => answers[0]!.reject(new Error('down')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load');
    expect(alert.textContent).toContain('Error: down');
    expect(onError).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('status');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => answers[1]!.resolve('figures'));
    await screen.findByText('Loaded figures');
    expect(calls).toBe(2);
  });

  it('nothing is loaded for a null key, and a failure is not retried unasked', async () => {
    const load = vi.fn(() => Promise.reject(new Error('down')));
    const { rerender } = render(withDesign(<Shown dataKey={null} load={load} />));
    expect(load).not.toHaveBeenCalled();
    rerender(withDesign(<Shown dataKey={uniqueKey('once')} load={load} />));
    await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the initial answer is the first render, with no request until a refresh', async () => {
    const load = vi.fn(() => Promise.resolve('fresh'));
    render(withDesign(<Shown dataKey={uniqueKey('seeded')} load={load} options={{ initial: 'from the server', refreshMs: 50 }} />));
    expect(screen.getByText('Loaded from the server')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await screen.findByText('Loaded fresh');
  });

  it('a failed refresh keeps what is shown', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.resolve('first') : Promise.reject(new Error('down')));
    render(withDesign(<Shown dataKey={uniqueKey('refresh')} load={load} options={{ refreshMs: 40 }} />));
    await screen.findByText('Loaded first');
    // Failed refreshes keep the figures, and each period tries again.
    await waitFor(() => expect(calls).toBeGreaterThan(3));
    expect(screen.getByText('Loaded first')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with keepPrevious, the last page stays while the next loads, and a failed next page is a failure', async () => {
    const base = uniqueKey('pages');
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { 1: deferred(), 2: deferred(), 3: deferred() };
    function Pages() {
      const [page, setPage] = useState(1);
      return (
        <>
          <button onClick={() => setPage((n) => n + 1)}>Next</button>
          <Shown dataKey={`${base}/${page}`} load={() => answers[page]!.promise} options={{ keepPrevious: true }} />
        </>
      );
    }
    render(withDesign(<Pages />));
    await act(async () => answers[1]!.resolve('page 1'));
    await screen.findByText('Loaded page 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Loaded page 1')).toBeTruthy();
    await act(async () => answers[2]!.resolve('page 2'));
    await screen.findByText('Loaded page 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => answers[3]!.reject(new Error('down')));
    await screen.findByRole('alert');
    expect(screen.queryByText(/Loaded page/)).toBeNull();
  });
});

/** The page's HTML as the render server writes it: once every Suspense boundary is ready. */
async function serverHtml(ui: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(ui);
  await stream.allReady;
  return new Response(stream).text();
}

describe('useData after server rendering', () => {
  function Page({ path, load }: { path: string; load: () => Promise<string> }) {
    const rendered = useServerData<string>(path);
    return <Shown dataKey={path} load={load} options={{ initial: rendered, refreshMs: 60_000 }} />;
  }

  it('the browser hydrates with the server’s answer: the same HTML, no warning, no request', async () => {
    const path = `/api/${uniqueKey('market')}`;
    const { store, collected } = createServerDataStore(async () => 'server figures', 1000);
    await store.load!(path);
    const html = await serverHtml(
      <ServerDataContext.Provider value={store}>
        <Page path={path} load={() => Promise.resolve('never')} />
      </ServerDataContext.Provider>,
    );
    expect(html).toContain('Loaded <!-- -->server figures');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(() => Promise.resolve('browser figures'));
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <ServerDataContext.Provider value={createHydrationDataStore(collected())}>
          <Page path={path} load={load} />
        </ServerDataContext.Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(container.textContent).toBe('Loaded server figures');
    expect(recoverable).not.toHaveBeenCalled();
    // React notes that this test ran the server's renderer and the browser's on one context in
    // one process (the site never does: they are the render server and the browser). Any other
    // message, a hydration mismatch above all, fails the test.
    const twoRenderers = /multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.filter(([message]) => !twoRenderers.test(String(message)))).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it('without a server answer both sides draw loading, then the browser loads', async () => {
    const path = `/api/${uniqueKey('late')}`;
    const html = await serverHtml(<Page path={path} load={() => Promise.resolve('never')} />);
    expect(html).toContain('Loading');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Page path={path} load={() => Promise.resolve('browser figures')} />, { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(container.textContent).toBe('Loaded browser figures'));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
