import { getPendingInvitationsEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useQuery } from '@tanstack/react-query';

export const pendingInvitationsKey = ['pending-invitations'];

/** The invitations waiting for a staff approval that the signed-in staff user may decide on (ADR 050). */
export function usePendingInvitations() {
  return useQuery({
    queryKey: pendingInvitationsKey,
    queryFn: ({ signal }) => callEndpoint(getPendingInvitationsEndpoint, {}, { signal }),
  });
}
