import { getRecentSearchesEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const recentSearchesQueryOptions = queryOptions({
  queryKey: ['search', 'recent'],
  queryFn: ({ signal }) => callEndpoint(getRecentSearchesEndpoint, {}, { signal }),
});

/** The user's last ten searches, newest first. */
export function useRecentSearches(enabled: boolean) {
  return useQuery({ ...recentSearchesQueryOptions, enabled });
}
