import { getUpdatesEndpoint, type LanguageId, type UpdateSortOrder, type UpdateType } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { updatesKeys } from './updates-keys.ts';

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
