import {
  documentRefText,
  downloadDocumentsEndpoint,
  endpointPath,
  failureDescription,
  getDocumentEndpoint,
  getDocumentPdfEndpoint,
  getDocumentsEndpoint,
  sendDocumentsEndpoint,
  type DocumentFilter,
  type DocumentMailBody,
  type DocumentPage,
  type DocumentRef,
  type DocumentType,
} from '@portal/contracts';
import {
  callEndpoint,
  downloadFile,
  fetchFile,
  reportError,
  type DownloadProgress,
  type DownloadedFile,
} from '@portal/portal-kit';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';

export interface DocumentsView {
  customer: string;
  type: DocumentType;
  filter: DocumentFilter;
  pageNumber: number;
  pageSize: number;
}

export function documentsQueryOptions({ customer, type, filter, pageNumber, pageSize }: DocumentsView) {
  return queryOptions<DocumentPage>({
    queryKey: ['documents', customer, type, filter, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(getDocumentsEndpoint, { query: { customer, type, ...filter, pageNumber, pageSize } }, { signal }),
    staleTime: 60_000,
  });
}

/** A page of documents of one type; the previous page stays on screen while the next one loads. */
export function useDocuments(view: DocumentsView) {
  return useQuery({ ...documentsQueryOptions(view), placeholderData: keepPreviousData });
}

/** One document with its lines, parties and links. */
export function useDocument(customer: string, ref: DocumentRef | null) {
  return useQuery({
    queryKey: ['document', customer, ref?.type, ref?.documentId],
    queryFn: ({ signal }) =>
      callEndpoint(
        getDocumentEndpoint,
        { params: ref ?? { type: 'invoice', documentId: '' }, query: { customer } },
        { signal },
      ),
    enabled: ref !== null,
    staleTime: 60_000,
  });
}

/** The PDF of a document (with the bearer token, which a plain link cannot send). */
export function documentPdfQueryOptions(customer: string, ref: DocumentRef) {
  return queryOptions({
    queryKey: ['document-pdf', customer, ref.type, ref.documentId],
    queryFn: async ({ signal }) => {
      const query = { customer };
      const path = endpointPath(getDocumentPdfEndpoint, ref);
      try {
        return await fetchFile(path, { query, signal, fallbackFileName: `${ref.type}-${ref.documentId}.pdf` });
      } catch (error) {
        if (!signal.aborted) reportError(failureDescription(getDocumentPdfEndpoint, { params: ref, query }), error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Saves documents' PDFs as one zip, streamed by the server; failures are reported (spec 8). */
export async function downloadDocuments(
  customer: string,
  refs: readonly DocumentRef[],
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile> {
  const query = { customer, ids: refs.map(documentRefText).join(',') };
  try {
    return await downloadFile(endpointPath(downloadDocumentsEndpoint), {
      query,
      ...options,
      fallbackFileName: `documents-${customer}.zip`,
    });
  } catch (error) {
    if (!options.signal?.aborted) reportError(failureDescription(downloadDocumentsEndpoint, { query }), error);
    throw error;
  }
}

/** Sends documents by e-mail. */
export function useSendDocuments(customer: string) {
  return useMutation({
    mutationFn: (body: DocumentMailBody) => callEndpoint(sendDocumentsEndpoint, { query: { customer }, body }),
  });
}
