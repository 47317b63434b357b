import {
  deleteUpdateEndpoint,
  getUpdateEndpoint,
  getUpdatesEndpoint,
  markAllUpdatesReadEndpoint,
  markUpdateReadEndpoint,
  type LanguageId,
  type UpdateSortOrder,
  type UpdateType,
} from '@portal/contracts';
import { callEndpoint, isNotFound, publish, subscribe } from '@portal/portal-kit';
import { keepPreviousData, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { namespace } from '../labels.ts';

/**
 * The updates calls. This remote's keys start with its own name, never with a key the host holds (its counter and
 * alert box are under `sharedQueryKeys.updates`): after a change it refreshes its own queries and publishes
 * `updateCountRefresh`, the one way a change here reaches the shell (ADR 054). The list and one update are asked
 * for in the page's language (`lang`), which is part of their keys, so a language change brings the texts in the
 * new language.
 */

const updatesKeys = {
  all: [namespace, 'updates'] as const,
  of: (soldTo: string) => [namespace, 'updates', soldTo] as const,
};

export const pageSize = 10;

export interface ListFilter {
  type?: UpdateType | undefined;
  sort: UpdateSortOrder;
  pageNumber: number;
}

export function updatesListQueryOptions(soldTo: string, filter: ListFilter, lang: LanguageId) {
  return queryOptions({
    queryKey: [...updatesKeys.of(soldTo), 'list', filter, lang],
    queryFn: ({ signal }) =>
      callEndpoint(
        getUpdatesEndpoint,
        { query: { soldTo, pageSize, pageNumber: filter.pageNumber, sort: filter.sort, type: filter.type, lang } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function updateQueryOptions(soldTo: string, id: string, lang: LanguageId) {
  return queryOptions({
    queryKey: [...updatesKeys.of(soldTo), 'update', id, lang],
    queryFn: ({ signal }) =>
      callEndpoint(getUpdateEndpoint, { params: { id }, query: { soldTo, lang } }, { signal, expected: isNotFound }),
    retry: false,
  });
}

/**
 * After a change here: this remote's queries of the sold-to are refreshed (marked stale too when no page shows
 * them, e.g. a deletion sent while leaving the list), and the event tells the shell. The event comes after the
 * refresh has started, so `useRefreshOnUpdatesChange` joins it instead of asking a second time.
 */
async function changed(queryClient: QueryClient, soldTo: string): Promise<void> {
  const refreshed = queryClient.invalidateQueries({ queryKey: updatesKeys.of(soldTo) });
  publish('updateCountRefresh', undefined);
  await refreshed;
}

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

export async function markRead(queryClient: QueryClient, soldTo: string, id: string): Promise<void> {
  await callEndpoint(markUpdateReadEndpoint, { params: { id }, query: { soldTo } });
  await changed(queryClient, soldTo);
}

export async function markAllRead(queryClient: QueryClient, soldTo: string): Promise<void> {
  await callEndpoint(markAllUpdatesReadEndpoint, { query: { soldTo } });
  await changed(queryClient, soldTo);
}

export async function deleteUpdate(queryClient: QueryClient, soldTo: string, id: string): Promise<void> {
  await callEndpoint(deleteUpdateEndpoint, { params: { id }, query: { soldTo } });
  await changed(queryClient, soldTo);
}
