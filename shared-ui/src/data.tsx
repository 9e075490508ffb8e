/**
 * shared-ui/data: the fourth shared singleton of shared-ui, for pages that load data.
 *
 * Every page that fetches (market figures, the holder's certificates, a verification, the admin
 * lists) goes through `useData`, built on SWR, and shows a failure with `LoadError`. SWR was
 * chosen over TanStack Query by size (docs/decisions.md#splitting-shared-ui). It is a
 * singleton of its own so that pages without data (the home page) never download it, and so that
 * every remote shares one cache.
 */
import { useEffect } from 'react';
import useSWR, { type Key } from 'swr';
import { Button, Card, Stack, Text, Title } from 'shared-ui';

/** Where a load stands: loading (also while a Retry runs), failed, or loaded. */
export type DataState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'loaded'; data: T };

export interface DataOptions<T> {
  /**
   * The answer the page was rendered with on the server (`useServerData`): it stands for the
   * first load, so the browser's first render draws what the server drew and nothing is fetched
   * until the next refresh.
   */
  initial?: T;
  /**
   * Loads again on this period while the tab is visible and data is shown, keeping what is shown
   * through a failed refresh (the next period tries again).
   */
  refreshMs?: number;
  /** Keeps the previous key's data on screen while a new key (another page of a list) loads. */
  keepPrevious?: boolean;
  /** Runs once per answer this component asked for (not for an answer it took from the cache). */
  onSuccess?: (data: T) => void;
  /** Runs once per failure this component asked for (the spec's error toasts). */
  onError?: (error: unknown) => void;
}

export interface Data<T> {
  state: DataState<T>;
  /** The data on screen (also while a new key loads with `keepPrevious`); undefined on a failure. */
  data: T | undefined;
  /** True while a request runs (a refresh, a new page). */
  loading: boolean;
  /** Loads again now: after a failure the state reads as loading until the answer arrives. */
  retry: () => void;
}

/**
 * The data of `key` (null: nothing to load), loaded by `load`. Unlike SWR's defaults nothing is
 * loaded again behind the visitor's back (on focus, on reconnect, or retried after a failure):
 * the pages offer Retry, and a verification or a list that fails must not be repeated unasked
 * (each answer may show a notification, and the server counts the attempts).
 */
export function useData<T>(key: Key, load: () => Promise<T>, options: DataOptions<T> = {}): Data<T> {
  const { initial, refreshMs, keepPrevious, onSuccess, onError } = options;
  const { data, error, isValidating, mutate } = useSWR<T>(key, () => load(), {
    fallbackData: initial,
    // With the server's answer in hand, mounting is not a reason to ask again.
    revalidateOnMount: initial === undefined ? undefined : false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    keepPreviousData: keepPrevious ?? false,
    // Left out when not given: SWR calls its own default, and undefined would replace it.
    ...(onSuccess ? { onSuccess: (answer: T) => onSuccess(answer) } : {}),
    ...(onError ? { onError: (failure: unknown) => onError(failure) } : {}),
  });
  // SWR's own polling stops for good after one failed refresh (it skips while an error is
  // cached); the period is kept here instead, while there is data on screen to refresh.
  const shown = data !== undefined;
  useEffect(() => {
    if (!refreshMs || !shown) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void mutate();
    }, refreshMs);
    return () => window.clearInterval(timer);
  }, [refreshMs, shown, mutate]);

  let state: DataState<T>;
  // A failed refresh keeps what is shown; a failed new key (the previous one's data may still be
  // held with `keepPrevious`) is a failure.
  if (error !== undefined && !isValidating && (data === undefined || keepPrevious)) state = { status: 'error', error };
  else if (data !== undefined) state = { status: 'loaded', data };
  else state = { status: 'loading' };
  return { state, data: state.status === 'loaded' ? state.data : undefined, loading: isValidating, retry: () => void mutate() };
}

interface LoadErrorProps {
  /** The spec's title of the failure (a heading). */
  title: string;
  /** What went wrong, for the reader. */
  children?: React.ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  /** The heading's level: 1 when the failure is all the page shows. */
  order?: 1 | 2 | 3 | 4;
}

/** The one way a failed load is shown: an alert with its title, what went wrong, and Retry. */
export function LoadError({ title, children, onRetry, retryLabel = 'Retry', order = 2 }: LoadErrorProps) {
  return (
    <Card withBorder padding="lg" radius="md" role="alert">
      <Stack gap="sm" align="flex-start">
        <Title order={order} size="h4">
          {title}
        </Title>
        {children !== undefined && <Text>{children}</Text>}
        <Button variant="light" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Card>
  );
}
