import { paths, termsAcceptanceSchema, type TermsAcceptance } from '@portal/contracts';
import { apiRequest, reportError } from '@portal/portal-kit';
import { updateSoldTo } from '@portal/portal-kit/host';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

export const acceptTermsPath = '/priv/api/v1/customer/terms_and_conditions';
export const acceptTermsErrorDescription = 'Error accepting the terms & conditions';

/** `POST /priv/api/v1/customer/terms_and_conditions?customer=`. */
export async function acceptTerms(customerId: string): Promise<TermsAcceptance> {
  try {
    return termsAcceptanceSchema.parse(
      await apiRequest(acceptTermsPath, { method: 'POST', query: { customer: customerId } }),
    );
  } catch (error) {
    reportError(acceptTermsErrorDescription, error);
    throw error;
  }
}

/** Spec 4: after acceptance the list entry is stamped with acceptor and time, and the user goes to the dashboard. */
export function useAcceptTerms() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (acceptance) => {
      updateSoldTo(acceptance.customerId, {
        termsAndConditionsAcceptedBy: acceptance.termsAndConditionsAcceptedBy,
        termsAndConditionsTimestamp: acceptance.termsAndConditionsTimestamp,
      });
      void navigate(paths.dashboard, { replace: true });
    },
  });
}
