import { getAccountSummaryEndpoint, type AccountSummary } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

/** The selected sold-to's account summary (the documents' figures), for the dashboard's "Your account" panel. */
export function useAccountSummary(customer: string) {
  return useQuery<AccountSummary>({
    queryKey: ['account-summary', customer],
    queryFn: ({ signal }) => callEndpoint(getAccountSummaryEndpoint, { query: { customer } }, { signal }),
    staleTime: 60_000,
  });
}
