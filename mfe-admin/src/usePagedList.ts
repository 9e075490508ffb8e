import { useEffect, useState } from 'react';
import type { ListResult } from 'pocketbase';

export interface PagedList<T> {
  data: ListResult<T> | null;
  loading: boolean;
  error: unknown;
}

/**
 * Loads one page through `load` whenever its inputs change; an older answer that arrives late is
 * dropped. `onError` runs once per failure (the spec's toasts).
 */
export function usePagedList<T>(load: () => Promise<ListResult<T>>, deps: unknown[], onError?: (error: unknown) => void): PagedList<T> {
  // The inputs the last answer belongs to: while they differ from the current ones, it is loading.
  const key = JSON.stringify(deps);
  const [state, setState] = useState<{ key: string | null; data: ListResult<T> | null; error: unknown }>({
    key: null,
    data: null,
    error: null,
  });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, data, error: null }),
      (error: unknown) => {
        if (!current) return;
        setState({ key, data: null, error });
        onError?.(error);
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { data: state.data, loading: state.key !== key, error: state.error };
}

/** A search box's value, passed on once typing pauses, so that each keystroke is not a request. */
export function useSettledValue(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
