import { createContext, use, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Public API answers a page needs for its first paint, fetched by the render server while it
 * renders the page and handed to the browser in the page's boot data, so that hydration draws
 * the same figures instead of a skeleton (currency pages from the market cache).
 *
 * One store per request on the server (nothing of one visitor's page reaches another's); in the
 * browser, one store for the page the server rendered, each answer given to the first component
 * that asks for it and dropped once that component has mounted: a later visit to the same page
 * in this tab loads fresh data instead of reusing the server's.
 */
export interface ServerDataStore {
  /** Server: the answer for `path`, loading it once per request (undefined when it fails or is late). */
  load?(path: string): Promise<unknown>;
  /** Browser: what the server loaded for `path`, if anything. */
  peek(path: string): unknown;
  /** Browser: forget `path` (its first user has mounted). */
  release(path: string): void;
}

export const ServerDataContext = createContext<ServerDataStore | null>(null);

/**
 * What the server keeps for a path the API answered 404: the page draws its not-found state on
 * the server too (and answers 404), and the browser's first render draws the same.
 */
export interface ApiNotFound {
  apiStatus: 404;
}

export function isApiNotFound(value: unknown): value is ApiNotFound {
  return typeof value === 'object' && value !== null && (value as Partial<ApiNotFound>).apiStatus === 404;
}

/**
 * What the server keeps for a path the API could not answer for now (429, 502, 503, 504): the
 * page draws its error state on the server too and answers 503 with `Retry-After`, and the
 * browser's first render draws the same.
 */
export interface ApiUnavailable {
  apiStatus: 503;
  retryAfterSeconds: number;
}

export function isApiUnavailable(value: unknown): value is ApiUnavailable {
  return typeof value === 'object' && value !== null && (value as Partial<ApiUnavailable>).apiStatus === 503;
}

/** The browser's store, from the boot data of a server-rendered page. */
export function createHydrationDataStore(data: Record<string, unknown> | undefined): ServerDataStore {
  const entries = new Map(Object.entries(data ?? {}));
  return {
    peek: (path) => entries.get(path),
    release: (path) => void entries.delete(path),
  };
}

/**
 * The answer the server loaded for `path` (a GET of PocketBase's public API), or undefined: on
 * the server this waits for it within the render server's budget; in the browser it is the value
 * the server rendered with, for the first render only. Components keep loading and refreshing as
 * they do without it; this only seeds their first state.
 */
export function useServerData<T>(path: string | null): T | undefined {
  const store = useContext(ServerDataContext);
  const onServer = Boolean(store?.load);
  // Read once per mount, so that a re-render after release() keeps the first value.
  const [seed] = useState(() => (store && path && !onServer ? (store.peek(path) as T | undefined) : undefined));
  useEffect(() => {
    if (store && path) store.release(path);
  }, [store, path]);
  if (onServer && store?.load && path) return use(store.load(path)) as T | undefined;
  return seed;
}

const subscribeToNothing = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once the page runs in the browser: for
 * what the server cannot draw as the browser would (the visitor's time zone) and for controls that
 * must not take input before their handlers are attached (it would be lost).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
