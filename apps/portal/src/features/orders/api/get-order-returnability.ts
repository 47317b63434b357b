import { getOrderReturnabilityEndpoint, type OrderReturnability } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderKey } from './get-order.ts';

export function orderReturnabilityQueryOptions({ customer, source, orderId }: OrderKey) {
  return queryOptions<OrderReturnability>({
    queryKey: ['order-returnability', customer, source, orderId],
    queryFn: ({ signal }) =>
      callEndpoint(getOrderReturnabilityEndpoint, { params: { source, orderId }, query: { customer } }, { signal }),
    // Returnability changes with the day: ask again each time the modal opens.
    staleTime: 0,
  });
}

export function useOrderReturnability(key: OrderKey, { enabled }: { enabled: boolean }) {
  return useQuery({ ...orderReturnabilityQueryOptions(key), enabled });
}
