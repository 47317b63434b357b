import { sendDocumentsEndpoint, type DocumentMailBody } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation } from '@tanstack/react-query';

/** Sends documents by e-mail. */
export function useSendDocuments(customer: string) {
  return useMutation({
    mutationFn: (body: DocumentMailBody) => callEndpoint(sendDocumentsEndpoint, { query: { customer }, body }),
  });
}
