import { getAccountSummaryEndpoint, type AccountSummary } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function accountSummaryQueryOptions(customer: string) {
  return queryOptions<AccountSummary>({
    queryKey: ['account-summary', customer],
    queryFn: ({ signal }) => callEndpoint(getAccountSummaryEndpoint, { query: { customer } }, { signal }),
    staleTime: 60_000,
  });
}

/** The sold-to's account summary: balances per currency, aging, credit limit, items due and last payments. */
export function useAccountSummary(customer: string) {
  return useQuery(accountSummaryQueryOptions(customer));
}
