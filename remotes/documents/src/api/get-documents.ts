import { getDocumentsEndpoint, type DocumentFilter, type DocumentPage, type DocumentType } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface DocumentsView {
  customer: string;
  type: DocumentType;
  filter: DocumentFilter;
  pageNumber: number;
  pageSize: number;
  /** The page before's `nextCursor`: the page is read from where that one ended (ADR 075). */
  after?: string | undefined;
}

export function documentsQueryOptions({ customer, type, filter, pageNumber, pageSize, after }: DocumentsView) {
  const query = { customer, type, ...filter, pageNumber, pageSize, ...(after ? { after } : {}) };
  return queryOptions<DocumentPage>({
    queryKey: ['documents', customer, type, filter, pageNumber, pageSize, after],
    queryFn: ({ signal }) => callEndpoint(getDocumentsEndpoint, { query }, { signal }),
    staleTime: 60_000,
  });
}

/** A page of documents of one type; the previous page stays on screen while the next one loads. */
export function useDocuments(view: DocumentsView) {
  return useQuery({ ...documentsQueryOptions(view), placeholderData: keepPreviousData });
}
