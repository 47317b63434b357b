import { searchEverywhereEndpoint, type SearchQuery } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export function searchEverywhere(query: SearchQuery, signal?: AbortSignal) {
  return callEndpoint(searchEverywhereEndpoint, { query }, { signal });
}

export function searchQueryOptions(query: SearchQuery) {
  return queryOptions({
    queryKey: ['search', query.customer ?? null, query.lang ?? null, query.q],
    queryFn: ({ signal }) => searchEverywhere(query, signal),
    staleTime: 30_000,
  });
}

/** The hits for a query (none asked while it is empty); the last hits stay while the next ones load. */
export function useSearchEverywhere(query: SearchQuery) {
  return useQuery({ ...searchQueryOptions(query), enabled: query.q !== '', placeholderData: keepPreviousData });
}
