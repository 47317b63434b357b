import { getContactsEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export const contactsKey = (customer: string) => ['account', 'contacts', customer];

export function useContacts(customer: string) {
  return useQuery({
    queryKey: contactsKey(customer),
    queryFn: ({ signal }) => callEndpoint(getContactsEndpoint, { query: { customer } }, { signal }),
  });
}
