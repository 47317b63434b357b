import { getTermsDocumentEndpoint, sendTermsDocumentEndpoint, type LanguageId } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQuery } from '@tanstack/react-query';

/** `GET /priv/api/v1/account/terms-document?customer=&lang=`: the current terms in the page's language. */
export function useTermsDocument(customer: string, language: LanguageId) {
  return useQuery({
    queryKey: ['terms', 'document', customer, language],
    queryFn: ({ signal }) =>
      callEndpoint(getTermsDocumentEndpoint, { query: { customer, lang: language } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `POST /priv/api/v1/account/terms-document/send-email`: the terms as PDF to the signed-in user. */
export function useSendTermsDocument(customer: string, language: LanguageId) {
  return useMutation({
    mutationFn: () => callEndpoint(sendTermsDocumentEndpoint, { query: { customer, lang: language } }),
  });
}
