import { getOrderTotalsEndpoint, type OrderFilter, type OrderTotals } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Per-currency totals of every order the list's filters match (all pages); kept while new filters load. */
export function useOrderTotals(customer: string, filter: OrderFilter, enabled = true) {
  return useQuery<OrderTotals>({
    queryKey: ['order-totals', customer, filter],
    queryFn: ({ signal }) => callEndpoint(getOrderTotalsEndpoint, { query: { customer, ...filter } }, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    enabled,
  });
}
