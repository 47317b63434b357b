import { requestKinds, requestStatuses, type RequestKind, type RequestStatus } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The list's filters in the address (`?status=submitted&review=true&page=2`), so a view can be bookmarked. */
export interface RequestListFilter {
  status?: RequestStatus;
  kind?: RequestKind;
  q?: string;
  mine?: 'true';
  review?: 'true';
}

const isStatus = (value: string | null): value is RequestStatus =>
  (requestStatuses as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is RequestKind =>
  (requestKinds as readonly (string | null)[]).includes(value);

export function readRequestList(search: URLSearchParams): { filter: RequestListFilter; pageNumber: number } {
  const filter: RequestListFilter = {};
  const status = search.get('status');
  if (isStatus(status)) filter.status = status;
  const kind = search.get('kind');
  if (isKind(kind)) filter.kind = kind;
  const q = search.get('q')?.trim().slice(0, 60);
  if (q) filter.q = q;
  if (search.get('mine') === 'true') filter.mine = 'true';
  if (search.get('review') === 'true') filter.review = 'true';
  const page = Number(search.get('page'));
  return { filter, pageNumber: Number.isInteger(page) && page >= 1 && page <= 1000 ? page - 1 : 0 };
}

function writeRequestList(filter: RequestListFilter, pageNumber: number): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) search.set(name, value);
  if (pageNumber > 0) search.set('page', String(pageNumber + 1));
  return search;
}

export function useRequestList() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readRequestList(search), [search]);
  const setFilter = useCallback((filter: RequestListFilter) => setSearch(writeRequestList(filter, 0)), [setSearch]);
  const setPage = useCallback(
    (pageNumber: number) => setSearch(writeRequestList(state.filter, pageNumber)),
    [setSearch, state.filter],
  );
  return { ...state, setFilter, setPage };
}
