import { searchCustomersEndpoint, type CustomerSearchQuery } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type CustomerSearchView = Pick<CustomerSearchQuery, 'q' | 'country' | 'brand' | 'pageNumber' | 'pageSize'>;

export function searchCustomers(view: CustomerSearchView, signal?: AbortSignal) {
  return callEndpoint(searchCustomersEndpoint, { query: view }, { signal });
}

export function customerSearchQueryOptions(view: CustomerSearchView) {
  return queryOptions({
    queryKey: ['customer-search', view],
    queryFn: ({ signal }) => searchCustomers(view, signal),
    staleTime: 30_000,
  });
}

/** Customers matching the view, once there is something to search for; the last answer stays while typing. */
export function useCustomerSearch(view: CustomerSearchView) {
  const searching = view.q !== '' || view.country !== undefined || view.brand !== undefined;
  return useQuery({ ...customerSearchQueryOptions(view), enabled: searching, placeholderData: keepPreviousData });
}
