import { getUpdatesEndpoint, type LanguageId, type Update, type UpdateListQuery } from '@portal/contracts';
import { callEndpoint, sharedQueryKeys } from '@portal/portal-kit';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * What the shell shows of the user's updates (spec 2.4, 7): the unread count, the newest unread alert and the
 * expiring-password notice, each one small `getUpdates` call keyed under `sharedQueryKeys.updates.of(soldTo)`.
 * Only the shell refreshes them: on the unread stream and on `updateCountRefresh` (use-updates-feed.ts, ADR 054).
 */

const summaryKeys = {
  unread: (soldTo: string) => [...sharedQueryKeys.updates.of(soldTo), 'unread'] as const,
  alert: (soldTo: string) => [...sharedQueryKeys.updates.of(soldTo), 'alert'] as const,
  passwordNotice: (soldTo: string) => [...sharedQueryKeys.updates.of(soldTo), 'expiring_password'] as const,
};

type SummaryQuery = Pick<UpdateListQuery, 'pageSize'> & Partial<Omit<UpdateListQuery, 'soldTo' | 'pageSize'>>;

function firstPage(soldTo: string, query: SummaryQuery) {
  return callEndpoint(getUpdatesEndpoint, { query: { soldTo, pageNumber: 0, ...query } });
}

/** The unread count of the sold-to (a page of one; the answer carries the count). */
export function unreadCountQueryOptions(soldTo: string) {
  return queryOptions({
    queryKey: summaryKeys.unread(soldTo),
    queryFn: async () => (await firstPage(soldTo, { pageSize: 1 })).unread,
  });
}

/**
 * The newest unread alert, for the sidebar's alert box, with its text in the page's language (`lang`, in the key,
 * so a language change asks again); null when there is none.
 */
export function newestAlertQueryOptions(soldTo: string, lang: LanguageId) {
  return queryOptions({
    queryKey: [...summaryKeys.alert(soldTo), lang],
    queryFn: async (): Promise<Update | null> => {
      const [first] = (await firstPage(soldTo, { pageSize: 1, type: 'alert', sort: 'unread', lang })).items;
      return first?.unread ? first : null;
    },
  });
}

/** Spec 7: the expiring-password notice, asked for with page 0 and size 1; null when the password is not expiring. */
export function passwordNoticeQueryOptions(soldTo: string) {
  return queryOptions({
    queryKey: summaryKeys.passwordNotice(soldTo),
    queryFn: async (): Promise<Update | null> =>
      (await firstPage(soldTo, { pageSize: 1, updateType: 'expiring_password' })).items[0] ?? null,
  });
}

/**
 * A count the unread stream sent: kept as it is, without asking for it; what may have come with it (a new alert, the
 * password notice) is asked for again. A count the shell already shows changes nothing.
 */
export function storeStreamedCount(queryClient: QueryClient, soldTo: string, count: number): void {
  if (count === queryClient.getQueryData(summaryKeys.unread(soldTo))) return;
  queryClient.setQueryData(summaryKeys.unread(soldTo), count);
  void queryClient.invalidateQueries({ queryKey: summaryKeys.alert(soldTo) });
  void queryClient.invalidateQueries({ queryKey: summaryKeys.passwordNotice(soldTo) });
}
