import { removeRecentSearchEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recentSearchesQueryOptions } from './get-recent-searches.ts';

/** Forgets one recent search. */
export function useRemoveRecentSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: string) => callEndpoint(removeRecentSearchEndpoint, { query: { q } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentSearchesQueryOptions.queryKey }),
  });
}
