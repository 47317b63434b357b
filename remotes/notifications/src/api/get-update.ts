import { getUpdateEndpoint, type LanguageId } from '@portal/contracts';
import { callEndpoint, isNotFound } from '@portal/portal-kit';
import { queryOptions } from '@tanstack/react-query';
import { updatesKeys } from './updates-keys.ts';

export function updateQueryOptions(soldTo: string, id: string, lang: LanguageId) {
  return queryOptions({
    queryKey: [...updatesKeys.of(soldTo), 'update', id, lang],
    queryFn: ({ signal }) =>
      callEndpoint(getUpdateEndpoint, { params: { id }, query: { soldTo, lang } }, { signal, expected: isNotFound }),
    retry: false,
  });
}
