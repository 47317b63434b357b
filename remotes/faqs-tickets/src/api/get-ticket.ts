import { getTicketEndpoint } from '@portal/contracts';
import { callEndpoint, isNotFound } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';
import { ticketsQueryKey } from './get-tickets.ts';

export function useTicket(customer: string, ticketId: string) {
  return useQuery({
    queryKey: [...ticketsQueryKey, 'detail', customer, ticketId],
    queryFn: ({ signal }) =>
      callEndpoint(getTicketEndpoint, { params: { ticketId }, query: { customer } }, { signal, expected: isNotFound }),
  });
}
