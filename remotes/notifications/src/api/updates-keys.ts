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
  /** `soldTo`: one sold-to, or several separated by commas (a list across accounts). */
  of: (soldTo: string) => [namespace, 'updates', soldTo] as const,
};

/**
 * After a change here: this remote's updates queries are refreshed (marked stale too when no page shows them, e.g.
 * a deletion sent while leaving the list), those of every set of sold-tos, since a read state is the user's, not a
 * sold-to's (a list across accounts is keyed by the sold-tos it names, ADR 069); and the event tells the shell. The
 * event comes after the refresh has started, so `useRefreshOnUpdatesChange` joins it instead of asking a second
 * time.
 */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  const refreshed = queryClient.invalidateQueries({ queryKey: updatesKeys.all });
  publish('updateCountRefresh', undefined);
  await refreshed;
}
