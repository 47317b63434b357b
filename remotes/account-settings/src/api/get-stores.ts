import { getStoresEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useStores(customer: string, q: string, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: ['account', 'stores', customer, q, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(getStoresEndpoint, { query: { customer, ...(q ? { q } : {}), pageNumber, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
