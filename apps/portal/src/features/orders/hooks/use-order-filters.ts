import { isCursorText, orderStatuses, type OrderFilter, type OrderStatus } from '@portal/contracts';
import { keepAccounts } from '@portal/portal-kit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readBrandSeasonPeriod, searchOf } from '../../../lib/brand-season-period.ts';

/**
 * The list's state in the address (`?status=shipped&brand=50&page=2&after=...`), so a view can be bookmarked and
 * shared, and a reload shows the same page.
 */
export interface OrderListState {
  filter: OrderFilter;
  /** Zero-based, as the API counts; the address shows it one-based. */
  pageNumber: number;
  /**
   * The page before's `nextCursor` when the page was reached by "next" (ADR 075): the page is read from there, which
   * costs what the first page costs. Without it (a jump, a hand-made address) the page is read by its number.
   */
  after?: string | undefined;
}

export type FilterName = keyof OrderFilter;
export const filterNames = ['q', 'status', 'brand', 'season', 'from', 'to'] as const satisfies readonly FilterName[];

const isStatus = (value: string): value is OrderStatus => (orderStatuses as readonly string[]).includes(value);

/** Reads the filters from the address, leaving out what the API would refuse (a hand-edited address). */
export function readOrderListState(search: URLSearchParams): OrderListState {
  const filter: OrderFilter = readBrandSeasonPeriod(search);
  const status = search.get('status');
  if (status && isStatus(status)) filter.status = status;
  const q = search.get('q')?.trim().slice(0, 60);
  if (q) filter.q = q;
  const page = Number(search.get('page'));
  const pageNumber = Number.isInteger(page) && page >= 1 && page <= 1000 ? page - 1 : 0;
  const after = search.get('after');
  return { filter, pageNumber, after: pageNumber > 0 && after && isCursorText(after) ? after : undefined };
}

export function writeOrderListState({ filter, pageNumber, after }: OrderListState): URLSearchParams {
  const values = Object.fromEntries(filterNames.map((name) => [name, filter[name]]));
  const page = pageNumber > 0 ? String(pageNumber + 1) : undefined;
  return searchOf({ ...values, page, after: page ? after : undefined });
}

/**
 * The list's filters and page (with its cursor) from the address, and setters that write them back (a new filter starts at page 1),
 * keeping the accounts shown (`?accounts=`, portal-kit's `useAccountSelection`).
 */
export function useOrderListState() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readOrderListState(search), [search]);
  const setFilter = useCallback(
    (filter: OrderFilter) =>
      setSearch((current) => keepAccounts(current, writeOrderListState({ filter, pageNumber: 0 }))),
    [setSearch],
  );
  /** Another page: `after` is the shown page's `nextCursor` when moving to the page after it. */
  const setPage = useCallback(
    (pageNumber: number, after?: string) =>
      setSearch((current) => keepAccounts(current, writeOrderListState({ filter: state.filter, pageNumber, after }))),
    [setSearch, state.filter],
  );
  return { ...state, setFilter, setPage };
}
