import { addRecentSearchEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recentSearchesQueryOptions } from './get-recent-searches.ts';

/** Remembers a search whose hit was opened. */
export function useAddRecentSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: string) => callEndpoint(addRecentSearchEndpoint, { body: { q } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentSearchesQueryOptions.queryKey }),
  });
}
