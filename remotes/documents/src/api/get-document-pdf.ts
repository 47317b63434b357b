import { endpointPath, failureDescription, getDocumentPdfEndpoint, type DocumentRef } from '@portal/contracts';
import { fetchFile, reportError } from '@portal/portal-kit';
import { queryOptions } from '@tanstack/react-query';

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
