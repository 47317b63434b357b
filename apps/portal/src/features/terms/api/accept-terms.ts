import { acceptTermsEndpoint, paths, type TermsAcceptance } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { updateSoldTo } from '@portal/portal-kit/host';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** `POST /priv/api/v1/customer/terms_and_conditions?customer=`. */
export function acceptTerms(customerId: string): Promise<TermsAcceptance> {
  return callEndpoint(acceptTermsEndpoint, { query: { customer: customerId } });
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
