import { acceptPublicTermsEndpoint, type TermsAcceptance } from '@portal/contracts';
import { ApiRequestError, callEndpoint, isNotFound } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicTermsQueryOptions } from './get-public-terms.ts';

/** `POST /pub/api/v1/customer/terms_and_conditions?token=`: acceptance through the emailed link, no sign-in. */
export function acceptPublicTerms(token: string): Promise<TermsAcceptance> {
  return callEndpoint(acceptPublicTermsEndpoint, { query: { token } }, { expected: isNotFound });
}

/** On a 410 (link already used) the document is reloaded, so the page can show when it was accepted. */
export function useAcceptPublicTerms(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptPublicTerms(token),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 410) {
        void queryClient.invalidateQueries({ queryKey: publicTermsQueryOptions(token).queryKey });
      }
    },
  });
}
