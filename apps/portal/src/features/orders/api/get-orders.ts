import { getOrdersEndpoint, type OrderFilter, type OrderPage } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface OrdersView {
  customer: string;
  filter: OrderFilter;
  pageNumber: number;
  pageSize: number;
  /** The page before's `nextCursor`: the page is read from where that one ended (ADR 075). */
  after?: string | undefined;
}

export function getOrders({ customer, filter, pageNumber, pageSize, after }: OrdersView, signal?: AbortSignal) {
  const query = { customer, ...filter, pageNumber, pageSize, ...(after ? { after } : {}) };
  return callEndpoint(getOrdersEndpoint, { query }, { signal });
}

export function ordersQueryOptions(view: OrdersView) {
  return queryOptions<OrderPage>({
    queryKey: ['orders', view.customer, view.filter, view.pageNumber, view.pageSize, view.after],
    queryFn: ({ signal }) => getOrders(view, signal),
    staleTime: 60_000,
  });
}

/** A page of orders; the previous page stays on screen while the next one loads. */
export function useOrders(view: OrdersView, enabled = true) {
  return useQuery({ ...ordersQueryOptions(view), placeholderData: keepPreviousData, enabled });
}
