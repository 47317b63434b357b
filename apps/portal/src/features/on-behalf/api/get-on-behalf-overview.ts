import { getOnBehalfOverviewEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const onBehalfOverviewQueryOptions = (customer: string) =>
  queryOptions({
    queryKey: ['on-behalf', 'overview', customer],
    queryFn: ({ signal }) => callEndpoint(getOnBehalfOverviewEndpoint, { query: { customer } }, { signal }),
    staleTime: 60_000,
  });

/** The customer overview at the top of the on-behalf dashboard. */
export function useOnBehalfOverview(customer: string) {
  return useQuery(onBehalfOverviewQueryOptions(customer));
}
