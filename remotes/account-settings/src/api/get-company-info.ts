import { getCompanyInfoEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export function useCompanyInfo(customer: string) {
  return useQuery({
    queryKey: ['account', 'company-info', customer],
    queryFn: ({ signal }) => callEndpoint(getCompanyInfoEndpoint, { query: { customer } }, { signal }),
    staleTime: 5 * 60_000,
  });
}
