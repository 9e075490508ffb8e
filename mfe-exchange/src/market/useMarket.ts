import { useCallback, useEffect, useState } from 'react';
import { MarketError, type MarketAnswer } from './api';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: MarketError }
  | { status: 'loaded'; answer: MarketAnswer<T> };

const LOADING = { status: 'loading' } as const;

/**
 * Loads a market answer and keeps it. `retry()` loads again (spec §4: loading, error with Retry,
 * loaded). With `refreshMs`, it reloads on that period while the tab is visible, keeping the shown
 * data during the reload and through a failed refresh. `initial`, the answer the page was rendered
 * with on the server, stands for the first load (the refresh period still applies).
 */
export function useMarketAnswer<T>(load: () => Promise<MarketAnswer<T>>, key: string, refreshMs?: number, initial?: MarketAnswer<T>) {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  // A result remembers which request it answers: a new key or a retry reads as loading at once.
  const [result, setResult] = useState<{ request: string; state: LoadState<T> } | null>(() =>
    initial ? { request, state: { status: 'loaded', answer: initial } } : null,
  );

  useEffect(() => {
    // Already answered by the server's render.
    if (result?.request === request) return;
    let live = true;
    load().then(
      (answer) => live && setResult({ request, state: { status: 'loaded', answer } }),
      (error: unknown) =>
        live && setResult({ request, state: { status: 'error', error: error instanceof MarketError ? error : new MarketError(String(error), 0) } }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt on every render by callers; `request` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  useEffect(() => {
    if (!refreshMs) return;
    let live = true;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      load().then(
        (answer) => live && setResult({ request, state: { status: 'loaded', answer } }),
        () => undefined, // keep what is shown; the next tick tries again
      );
    }, refreshMs);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request, refreshMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LoadState<T> = result && result.request === request ? result.state : LOADING;
  return { state, retry };
}
