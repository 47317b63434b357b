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
import { callEndpoint, isNotFound, publish } from '@portal/portal-kit';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * The updates calls. Every key starts with `['updates', soldTo]`, the host's too (its counter and alert box), so
 * one invalidation after a change refreshes the list, the page and the shell; `updateCountRefresh` tells the host
 * at once instead of at the stream's next reading. The list and one update are asked for in the page's language
 * (`lang`), which is part of their keys, so a language change brings the texts in the new language.
 */

export const pageSize = 10;

export interface ListFilter {
  type?: UpdateType | undefined;
  sort: UpdateSortOrder;
  pageNumber: number;
}

export function updatesListQueryOptions(soldTo: string, filter: ListFilter, lang: LanguageId) {
  return queryOptions({
    queryKey: ['updates', soldTo, 'list', filter, lang],
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
    queryKey: ['updates', soldTo, 'update', id, lang],
    queryFn: ({ signal }) =>
      callEndpoint(getUpdateEndpoint, { params: { id }, query: { soldTo, lang } }, { signal, expected: isNotFound }),
    retry: false,
  });
}

async function changed(queryClient: QueryClient, soldTo: string): Promise<void> {
  publish('updateCountRefresh', undefined);
  await queryClient.invalidateQueries({ queryKey: ['updates', soldTo] });
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
