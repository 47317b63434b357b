import { getStoreEndpoint } from '@portal/contracts';
import { callEndpoint, isNotFound } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export function useStore(customer: string, shipToId: string) {
  return useQuery({
    queryKey: ['account', 'store', customer, shipToId],
    queryFn: ({ signal }) =>
      callEndpoint(getStoreEndpoint, { params: { shipToId }, query: { customer } }, { signal, expected: isNotFound }),
    staleTime: 5 * 60_000,
  });
}
