import type { ServerDataStore } from './server-data';

/**
 * The render server's store: `fetchJson` gets a path of PocketBase's public API (no session is
 * ever sent) and rejects on any failure; each answer is awaited at most `budgetMs`, after which
 * the signal aborts it and the page renders without it (the browser loads it as it would have).
 */
export function createServerDataStore(fetchJson: (path: string, signal: AbortSignal) => Promise<unknown>, budgetMs: number) {
  const pending = new Map<string, Promise<unknown>>();
  const loaded: Record<string, unknown> = {};
  const store: ServerDataStore = {
    load(path) {
      let answer = pending.get(path);
      if (!answer) {
        answer = new Promise<unknown>((resolve) => {
          const controller = new AbortController();
          const timer = setTimeout(() => {
            controller.abort();
            resolve(undefined);
          }, budgetMs);
          fetchJson(path, controller.signal).then(
            (value) => {
              // Only an answer in time is kept: the page rendered without a late one, and the
              // boot data must hold what the HTML was drawn with.
              if (controller.signal.aborted) return;
              loaded[path] = value;
              resolve(value);
            },
            () => resolve(undefined),
          ).finally(() => clearTimeout(timer));
        });
        pending.set(path, answer);
      }
      return answer;
    },
    peek: (path) => loaded[path],
    release: () => undefined,
  };
  /** What the page used, for the boot data: only answers that arrived in time. */
  const collected = () => ({ ...loaded });
  return { store, collected };
}
