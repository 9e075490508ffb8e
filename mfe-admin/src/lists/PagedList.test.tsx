import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListResult } from 'pocketbase';
import { Button } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { PagedList, usePagedData } from './PagedList';

afterEach(cleanup);

const pageOf = (page: number, filter: string): ListResult<string> => ({
  page,
  perPage: 1,
  totalItems: 3,
  totalPages: 3,
  items: [`${filter} item ${page}`],
});

/** A list with a filter and a refresh button, as the admin tabs use it; `name` keeps each test's cache apart. */
function Harness({ name, load }: { name: string; load: (page: number, filter: string) => Promise<ListResult<string>> }) {
  const [filter, setFilter] = useState('all');
  const [refreshKey, setRefreshKey] = useState(0);
  const list = usePagedData(name, [filter], (page) => load(page, filter), { refreshKey });
  return (
    <PagedList
      list={list}
      controls={
        <>
          <Button onClick={() => setFilter('mine')}>Mine</Button>
          <Button onClick={() => setRefreshKey((n) => n + 1)}>Refresh</Button>
        </>
      }
      loadingLabel="Loading things"
      errorTitle="The things could not be loaded"
      empty="No things yet"
      pagerLabel="Thing"
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

describe('a paged admin list', () => {
  it('turns pages, keeps its page on a refresh, and starts at page 1 again when its filter changes', async () => {
    const load = vi.fn(async (page: number, filter: string) => pageOf(page, filter));
    const user = userEvent.setup();
    renderWithProviders(<Harness name="test/paging" load={load} />);
    expect(await screen.findByText('all item 1')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Thing pages' });
    expect(pager.textContent).toContain('Page 1 of 3 (3 in all)');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('all item 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('all item 2')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith(2, 'all');

    await user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(await screen.findByText('mine item 1')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith(1, 'mine');
  });

  it('says when the list is empty, and offers Retry when it failed', async () => {
    const load = vi.fn<(page: number, filter: string) => Promise<ListResult<string>>>();
    load.mockRejectedValueOnce(new Error('The server did not answer')).mockResolvedValue({ page: 1, perPage: 1, totalItems: 0, totalPages: 0, items: [] });
    const user = userEvent.setup();
    renderWithProviders(<Harness name="test/states" load={load} />);
    expect(await screen.findByRole('heading', { name: 'The things could not be loaded' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No things yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Thing pages' })).toBeNull();
  });
});
