import { getUpdatesEndpoint, type LanguageId, type Update, type UpdateListQuery } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions } from '@tanstack/react-query';

/**
 * What the shell shows of the user's updates (spec 2.4, 7): the unread count, the newest unread alert and the
 * expiring-password notice, each one small `getUpdates` call keyed under `['updates', soldTo]`, so the updates
 * remote (which shares the query client) refreshes them by invalidating `['updates']` after a change.
 */

export const updatesQueryRoot = ['updates'] as const;

type SummaryQuery = Pick<UpdateListQuery, 'pageSize'> & Partial<Omit<UpdateListQuery, 'soldTo' | 'pageSize'>>;

function firstPage(soldTo: string, query: SummaryQuery) {
  return callEndpoint(getUpdatesEndpoint, { query: { soldTo, pageNumber: 0, ...query } });
}

/** The unread count of the sold-to (a page of one; the answer carries the count). */
export function unreadCountQueryOptions(soldTo: string) {
  return queryOptions({
    queryKey: [...updatesQueryRoot, soldTo, 'unread'],
    queryFn: async () => (await firstPage(soldTo, { pageSize: 1 })).unread,
  });
}

/**
 * The newest unread alert, for the sidebar's alert box, with its text in the page's language (`lang`, in the key,
 * so a language change asks again); null when there is none.
 */
export function newestAlertQueryOptions(soldTo: string, lang: LanguageId) {
  return queryOptions({
    queryKey: [...updatesQueryRoot, soldTo, 'alert', lang],
    queryFn: async (): Promise<Update | null> => {
      const [first] = (await firstPage(soldTo, { pageSize: 1, type: 'alert', sort: 'unread', lang })).items;
      return first?.unread ? first : null;
    },
  });
}

/** Spec 7: the expiring-password notice, asked for with page 0 and size 1; null when the password is not expiring. */
export function passwordNoticeQueryOptions(soldTo: string) {
  return queryOptions({
    queryKey: [...updatesQueryRoot, soldTo, 'expiring_password'],
    queryFn: async (): Promise<Update | null> =>
      (await firstPage(soldTo, { pageSize: 1, updateType: 'expiring_password' })).items[0] ?? null,
  });
}
