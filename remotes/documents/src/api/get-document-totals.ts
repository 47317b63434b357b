import {
  getDocumentTotalsEndpoint,
  type DocumentFilter,
  type DocumentTotals,
  type DocumentType,
} from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Per-currency totals of every document the list's filters match (all pages); kept while new filters load. */
export function useDocumentTotals(customer: string, type: DocumentType, filter: DocumentFilter) {
  return useQuery<DocumentTotals>({
    queryKey: ['document-totals', customer, type, filter],
    queryFn: ({ signal }) =>
      callEndpoint(getDocumentTotalsEndpoint, { query: { customer, type, ...filter } }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
