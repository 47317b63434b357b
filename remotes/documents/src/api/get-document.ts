import { getDocumentEndpoint, type DocumentRef } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

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
