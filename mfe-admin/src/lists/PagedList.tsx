import { useState, type ReactNode } from 'react';
import type { ListResult } from 'pocketbase';
import { Button, Center, Group, Loader, Paper, Stack, Text } from 'shared-ui';
import { LoadError, useData, type Data, type DataOptions } from 'shared-ui/data';
import { errorMessage } from '../api';
import classes from '../Admin.module.css';

/** One page of a list, the page's number, and how to turn to another. */
export interface PagedData<T> extends Data<ListResult<T>> {
  page: number;
  setPage: (page: number) => void;
}

interface PagedOptions<T> extends DataOptions<ListResult<T>> {
  /** Bumped after a change elsewhere: the same page loads again. */
  refreshKey?: number;
}

/**
 * Loads page `page` of a list (`load`), keeping the page on screen while the next one loads. The
 * list starts again at page 1 whenever `filters` (a search, a choice) change.
 */
export function usePagedData<T>(name: string, filters: readonly unknown[], load: (page: number) => Promise<ListResult<T>>, options: PagedOptions<T> = {}): PagedData<T> {
  const { refreshKey, ...dataOptions } = options;
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const list = useData([name, page, filterKey, refreshKey], () => load(page), { keepPrevious: true, ...dataOptions });
  return { ...list, page, setPage: (next) => setPaging({ filterKey, page: next }) };
}

interface PagedListProps<T> {
  /** From `usePagedData`. */
  list: PagedData<T>;
  /** What stands above the list: a search, a filter or a note. */
  controls?: ReactNode;
  /** The loader's accessible name, e.g. "Loading certificates". */
  loadingLabel: string;
  /** The failure's title, e.g. "The certificates could not be loaded". */
  errorTitle: string;
  /** What an empty page says. */
  empty: ReactNode;
  /** What the pager's navigation is named after: "Certificate" makes "Certificate pages". */
  pagerLabel: string;
  /** Draws the loaded, non-empty page: a `DataTable` or a `CardList`. */
  children: (items: T[]) => ReactNode;
}

/**
 * The admin lists' one scaffold (docs/rules.md#states): the controls, then a loader, a failure with
 * Retry, an empty-state line or the page itself, then the pager.
 */
export function PagedList<T>({ list, controls, loadingLabel, errorTitle, empty, pagerLabel, children }: PagedListProps<T>) {
  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      {controls}
      {list.state.status === 'loading' ? (
        <Center py="lg">
          <Loader role="status" aria-label={loadingLabel} />
        </Center>
      ) : list.state.status === 'error' ? (
        <LoadError title={errorTitle} onRetry={list.retry}>
          {errorMessage(list.state.error)}
        </LoadError>
      ) : items.length === 0 ? (
        <Text py="lg" ta="center">
          {empty}
        </Text>
      ) : (
        children(items)
      )}
      {list.data && <Pager page={list.page} totalPages={list.data.totalPages} totalItems={list.data.totalItems} label={pagerLabel} onPage={list.setPage} />}
    </Stack>
  );
}

interface PagerProps {
  page: number;
  totalPages: number;
  totalItems: number;
  label: string;
  onPage: (page: number) => void;
}

/** Previous / next with "Page 2 of 40": lists are paged on the server so that 10,000 rows stay fast. */
function Pager({ page, totalPages, totalItems, label, onPage }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={`${label} pages`}>
      <Text size="sm">
        Page {page} of {totalPages} ({totalItems} in all)
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button variant="default" size="xs" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}

/** A column heading; `className` styles the heading cell (e.g. numbers aligned right). */
export type Column = string | { label: string; className?: string };

interface DataTableProps {
  columns: readonly Column[];
  /** A line above the table that says what it lists and in which order. */
  caption?: ReactNode;
  /** The table's accessible name where it has no caption. */
  label?: string;
  /**
   * On tablets and phones each row becomes a card of "label: value" lines, each cell named by its
   * `data-label` (Admin.module.css, `.cards`), so that no column hides off-screen.
   */
  cards?: boolean;
  /** While another page loads. */
  busy?: boolean;
  /** The rows. */
  children: ReactNode;
}

/** The admin area's table: scrolls sideways when wider than the screen, or turns into cards. */
export function DataTable({ columns, caption, label, cards = false, busy, children }: DataTableProps) {
  return (
    <div className={classes.tableWrap}>
      <table className={cards ? `${classes.table} ${classes.cards}` : classes.table} aria-label={label} aria-busy={busy}>
        {caption !== undefined && (
          <caption>
            <Text size="sm" ta="left" className={classes.muted}>
              {caption}
            </Text>
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface CardListProps<T> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** One card's content. */
  children: (item: T) => ReactNode;
}

/** A list of bordered cards (messages, mails), one `<li>` each. */
export function CardList<T>({ label, items, itemKey, children }: CardListProps<T>) {
  return (
    <Stack gap="sm" component="ul" className={classes.plainList} aria-label={label}>
      {items.map((item) => (
        <Paper component="li" key={itemKey(item)} withBorder p="md" radius="md">
          {children(item)}
        </Paper>
      ))}
    </Stack>
  );
}

interface CardHeadingProps {
  /** What the card is about, in bold. */
  title: ReactNode;
  /** The lines under the title. */
  children: ReactNode;
  /** Its state and actions, at the right. */
  aside: ReactNode;
}

/** The top of a `CardList` card: title and details at the left, state at the right. */
export function CardHeading({ title, children, aside }: CardHeadingProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <div>
        <Text fw={600}>{title}</Text>
        {children}
      </div>
      {aside}
    </Group>
  );
}
