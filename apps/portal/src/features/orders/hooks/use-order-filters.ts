import { orderStatuses, type OrderFilter, type OrderStatus } from '@portal/contracts';
import { keepAccounts } from '@portal/portal-kit';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readBrandSeasonPeriod, searchOf } from '../../../lib/brand-season-period.ts';

/** The list's state in the address (`?status=shipped&brand=50&page=2`), so a view can be bookmarked and shared. */
export interface OrderListState {
  filter: OrderFilter;
  /** Zero-based, as the API counts; the address shows it one-based. */
  pageNumber: number;
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
  return { filter, pageNumber };
}

export function writeOrderListState({ filter, pageNumber }: OrderListState): URLSearchParams {
  const values = Object.fromEntries(filterNames.map((name) => [name, filter[name]]));
  return searchOf({ ...values, page: pageNumber > 0 ? String(pageNumber + 1) : undefined });
}

/**
 * The list's filters and page from the address, and setters that write them back (a new filter starts at page 1),
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
  const setPage = useCallback(
    (pageNumber: number) =>
      setSearch((current) => keepAccounts(current, writeOrderListState({ filter: state.filter, pageNumber }))),
    [setSearch, state.filter],
  );
  return { ...state, setFilter, setPage };
}
