import { getReportsEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function reportsQueryOptions(customer: string) {
  return queryOptions({
    queryKey: ['reports', customer],
    queryFn: ({ signal }) => callEndpoint(getReportsEndpoint, { query: { customer } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useReports(customer: string) {
  return useQuery(reportsQueryOptions(customer));
}
