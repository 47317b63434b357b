import { getCustomerTermsEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

/** The sold-to's current terms with the published versions and its acceptances. */
export function useCustomerTerms(customer: string) {
  return useQuery({
    queryKey: ['account', 'terms', customer],
    queryFn: ({ signal }) => callEndpoint(getCustomerTermsEndpoint, { query: { customer } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
