import { useState, type ChangeEvent } from 'react';
import { useDebouncedValue } from 'shared-ui';

/**
 * A paged list's search box: `field` goes to its TextInput; `query` is what it holds once typing
 * pauses, so that each keystroke is not a request.
 */
export function useListSearch() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 250);
  const field = {
    type: 'search' as const,
    value: search,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setSearch(event.currentTarget.value),
  };
  return { query, field };
}
