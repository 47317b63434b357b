import { subscribe } from '@portal/portal-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { updatesKeys } from '../api/updates-keys.ts';

/**
 * Refreshes the pages' updates when they were changed elsewhere (e.g. the shell's alert box marks an alert read):
 * the same event the shell follows. A refresh already under way is joined, not started again.
 */
export function useRefreshOnUpdatesChange(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribe('updateCountRefresh', () => {
        void queryClient.invalidateQueries({ queryKey: updatesKeys.all }, { cancelRefetch: false });
      }),
    [queryClient],
  );
}
