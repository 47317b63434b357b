import { getTicketsEndpoint, type TicketStatus } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The start of every tickets query's key: a change to a ticket refreshes them all. */
export const ticketsQueryKey = ['faqs-tickets', 'tickets'] as const;

export interface TicketListParams {
  /** One sold-to, or several separated by commas (the view across accounts); empty asks for nothing. */
  customer: string;
  status: TicketStatus | undefined;
  q: string;
  pageNumber: number;
  pageSize: number;
}

export function useTickets({ customer, status, q, pageNumber, pageSize }: TicketListParams) {
  return useQuery({
    queryKey: [...ticketsQueryKey, 'list', customer, status ?? 'all', q, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(
        getTicketsEndpoint,
        { query: { customer, status, q: q || undefined, pageNumber, pageSize } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled: customer !== '',
  });
}
