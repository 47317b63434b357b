import { publish } from '@portal/portal-kit';
import type { QueryClient } from '@tanstack/react-query';
import { namespace } from '../labels.ts';

/**
 * The keys of the updates calls. This remote's keys start with its own name, never with a key the host holds (its
 * counter and alert box are under `sharedQueryKeys.updates`): after a change it refreshes its own queries and
 * publishes `updateCountRefresh`, the one way a change here reaches the shell (ADR 054). The list and one update are
 * asked for in the page's language (`lang`), which is part of their keys, so a language change brings the texts in
 * the new language.
 */
export const updatesKeys = {
  all: [namespace, 'updates'] as const,
  of: (soldTo: string) => [namespace, 'updates', soldTo] as const,
};

/**
 * After a change here: this remote's queries of the sold-to are refreshed (marked stale too when no page shows
 * them, e.g. a deletion sent while leaving the list), and the event tells the shell. The event comes after the
 * refresh has started, so `useRefreshOnUpdatesChange` joins it instead of asking a second time.
 */
export async function refreshAfterChange(queryClient: QueryClient, soldTo: string): Promise<void> {
  const refreshed = queryClient.invalidateQueries({ queryKey: updatesKeys.of(soldTo) });
  publish('updateCountRefresh', undefined);
  await refreshed;
}
