import { getAccountUsersEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export const usersKey = (customer: string) => ['account', 'users', customer];

/** The people with portal access to the sold-to (cloneUser, or staff with customerVisibility on behalf). */
export function useAccountUsers(customer: string) {
  return useQuery({
    queryKey: usersKey(customer),
    queryFn: ({ signal }) => callEndpoint(getAccountUsersEndpoint, { query: { customer } }, { signal }),
  });
}
