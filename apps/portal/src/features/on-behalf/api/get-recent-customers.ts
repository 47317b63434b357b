import { getRecentCustomersEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const recentCustomersQueryOptions = queryOptions({
  queryKey: ['on-behalf', 'recent-customers'],
  queryFn: ({ signal }) => callEndpoint(getRecentCustomersEndpoint, {}, { signal }),
});

/** The customers this staff user acted on behalf of last. */
export function useRecentCustomers() {
  return useQuery(recentCustomersQueryOptions);
}
