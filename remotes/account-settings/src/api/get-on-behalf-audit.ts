import { getOnBehalfAuditEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A page of the sold-to's access log: staff visits on its behalf, newest first, with what they changed. */
export function useStaffAccess(customer: string, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: ['account', 'staff-access', customer, pageNumber, pageSize],
    queryFn: ({ signal }) =>
      callEndpoint(getOnBehalfAuditEndpoint, { query: { customer, pageNumber, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
