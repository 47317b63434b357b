import { termsAcceptanceSchema, type TermsAcceptance } from '@portal/contracts';
import { ApiRequestError, apiRequest, reportError } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicTermsQueryOptions } from './get-public-terms.ts';

export const acceptPublicTermsPath = '/pub/api/v1/customer/terms_and_conditions';
export const acceptPublicTermsErrorDescription = 'Error accepting the terms & conditions';

/** `POST /pub/api/v1/customer/terms_and_conditions?token=`: acceptance through the emailed link, no sign-in. */
export async function acceptPublicTerms(token: string): Promise<TermsAcceptance> {
  try {
    return termsAcceptanceSchema.parse(await apiRequest(acceptPublicTermsPath, { method: 'POST', query: { token } }));
  } catch (error) {
    reportError(acceptPublicTermsErrorDescription, error);
    throw error;
  }
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
