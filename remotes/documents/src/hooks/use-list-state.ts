import { documentStatusFilters, isCursorText, type DocumentFilter, type DocumentStatusFilter } from '@portal/contracts';
import { keepAccounts } from '@portal/portal-kit';
import { useSearchParams } from '@portal/portal-kit/router';
import { useCallback, useMemo } from 'react';

/**
 * The list's filters and page in the address (`?status=overdue&from=2026-01-01&page=2`), to bookmark and share; the
 * account summary links here with `status=unpaid`, a due-date range (`dueFrom`, `dueTo`) and a `currency`.
 */
export interface DocumentListState {
  filter: DocumentFilter;
  /** Zero-based, as the API counts; the address shows it one-based. */
  pageNumber: number;
  /**
   * The page before's `nextCursor` when the page was reached by "next" (`&after=`, ADR 075): the page is read from
   * there, which costs what the first page costs, and a reload shows the same page. Without it, by its number.
   */
  after?: string | undefined;
}

const filterNames = ['q', 'status', 'from', 'to', 'dueFrom', 'dueTo', 'currency'] as const satisfies ReadonlyArray<
  keyof DocumentFilter
>;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string): value is DocumentStatusFilter =>
  (documentStatusFilters as readonly string[]).includes(value);

/** Reads the filters from the address, leaving out what the API would refuse (a hand-edited address). */
export function readDocumentListState(search: URLSearchParams): DocumentListState {
  const filter: DocumentFilter = {};
  const status = search.get('status');
  if (status && isStatus(status)) filter.status = status;
  const q = search.get('q')?.trim().slice(0, 60);
  if (q) filter.q = q;
  const from = search.get('from');
  const to = search.get('to');
  if (from && isoDate.test(from)) filter.from = from;
  if (to && isoDate.test(to) && (!filter.from || filter.from <= to)) filter.to = to;
  const dueFrom = search.get('dueFrom');
  const dueTo = search.get('dueTo');
  if (dueFrom && isoDate.test(dueFrom)) filter.dueFrom = dueFrom;
  if (dueTo && isoDate.test(dueTo) && (!filter.dueFrom || filter.dueFrom <= dueTo)) filter.dueTo = dueTo;
  const currency = search.get('currency');
  if (currency && /^[A-Z]{3}$/.test(currency)) filter.currency = currency;
  const page = Number(search.get('page'));
  const pageNumber = Number.isInteger(page) && page >= 1 && page <= 1000 ? page - 1 : 0;
  const after = search.get('after');
  return { filter, pageNumber, after: pageNumber > 0 && after && isCursorText(after) ? after : undefined };
}

export function writeDocumentListState({ filter, pageNumber, after }: DocumentListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of filterNames) {
    const value = filter[name];
    if (value) search.set(name, value);
  }
  if (pageNumber > 0) search.set('page', String(pageNumber + 1));
  if (pageNumber > 0 && after) search.set('after', after);
  return search;
}

/**
 * The list's filters and page from the address, and setters that write them back (a new filter starts at page 1),
 * keeping the accounts shown (`?accounts=`, portal-kit's `useAccountSelection`).
 */
export function useDocumentListState() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readDocumentListState(search), [search]);
  const setFilter = useCallback(
    (filter: DocumentFilter) =>
      setSearch((current) => keepAccounts(current, writeDocumentListState({ filter, pageNumber: 0 }))),
    [setSearch],
  );
  /** Another page: `after` is the shown page's `nextCursor` when moving to the page after it. */
  const setPage = useCallback(
    (pageNumber: number, after?: string) =>
      setSearch((current) =>
        keepAccounts(current, writeDocumentListState({ filter: state.filter, pageNumber, after })),
      ),
    [setSearch, state.filter],
  );
  return { ...state, setFilter, setPage };
}
