import { getOrderEndpoint, type OrderDetail, type OrderSourceId } from '@portal/contracts';
import { callEndpoint, isNotFound } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export interface OrderKey {
  customer: string;
  source: OrderSourceId;
  orderId: string;
}

export function getOrder({ customer, source, orderId }: OrderKey, signal?: AbortSignal) {
  return callEndpoint(
    getOrderEndpoint,
    { params: { source, orderId }, query: { customer } },
    { signal, expected: isNotFound },
  );
}

export function orderQueryOptions(key: OrderKey) {
  return queryOptions<OrderDetail>({
    queryKey: ['order', key.customer, key.source, key.orderId],
    queryFn: ({ signal }) => getOrder(key, signal),
    staleTime: 60_000,
  });
}

export function useOrder(key: OrderKey) {
  return useQuery(orderQueryOptions(key));
}
