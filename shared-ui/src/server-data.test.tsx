import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ServerDataContext, createHydrationDataStore, useServerData } from './server-data';
import { createServerDataStore } from './server-data-store';

const never = () => new Promise<unknown>(() => undefined);

describe('the render server’s store', () => {
  it('loads a path once per request and hands the browser only what arrived', async () => {
    let calls = 0;
    const { store, collected } = createServerDataStore(async (path) => {
      calls += 1;
      return { path };
    }, 1000);
    const first = store.load!('/api/a');
    expect(store.load!('/api/a')).toBe(first);
    expect(await first).toEqual({ path: '/api/a' });
    expect(calls).toBe(1);
    expect(collected()).toEqual({ '/api/a': { path: '/api/a' } });
  });

  it('gives up after the budget and on failures: the page renders without the answer', async () => {
    const { store, collected } = createServerDataStore(
      (path) => (path === '/api/slow' ? never() : Promise.reject(new Error('502'))),
      20,
    );
    expect(await store.load!('/api/slow')).toBeUndefined();
    expect(await store.load!('/api/failing')).toBeUndefined();
    expect(collected()).toEqual({});
  });

  it('keeps no answer that came after the budget: the page was drawn without it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    let signal: AbortSignal | undefined;
    const { store, collected } = createServerDataStore((_path, abort) => {
      signal = abort;
      return new Promise((resolve) => (answer = resolve));
    }, 20);
    expect(await store.load!('/api/late')).toBeUndefined();
    expect(signal?.aborted).toBe(true);
    answer({ too: 'late' });
    await Promise.resolve();
    expect(collected()).toEqual({});
  });

  it('keeps one request’s answers out of another’s', async () => {
    const first = createServerDataStore(async () => 'first visitor', 1000);
    const second = createServerDataStore(async () => 'second visitor', 1000);
    await first.store.load!('/api/x');
    expect(second.collected()).toEqual({});
  });
});

function Probe({ path }: { path: string }) {
  const value = useServerData<string>(path);
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders((n) => n + 1)}>
      {value ?? 'nothing'} {renders}
    </button>
  );
}

describe('useServerData in the browser', () => {
  it('seeds the first mount only: a later visit loads afresh', () => {
    const store = createHydrationDataStore({ '/api/coin': 'from the server' });
    const tree = (
      <ServerDataContext value={store}>
        <Probe path="/api/coin" />
      </ServerDataContext>
    );
    const first = render(tree);
    expect(screen.getByRole('button').textContent).toBe('from the server 0');
    // Re-renders keep the value the component started with.
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('from the server 1');
    first.unmount();
    render(tree);
    expect(screen.getByRole('button').textContent).toBe('nothing 0');
  });

  it('gives nothing without a server-rendered page', () => {
    render(<Probe path="/api/coin" />);
    expect(screen.getByRole('button').textContent).toBe('nothing 0');
  });
});
