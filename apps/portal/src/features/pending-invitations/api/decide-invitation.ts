import { decideInvitationEndpoint, type InvitationDecision } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pendingInvitationsKey } from './get-pending-invitations.ts';

/** Approves or declines an invitation on the version it was listed with; the list is read again either way. */
export function useDecideInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invitationId,
      decision,
      version,
    }: {
      invitationId: string;
      decision: InvitationDecision;
      version: number;
    }) => callEndpoint(decideInvitationEndpoint, { params: { invitationId }, body: { decision, version } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pendingInvitationsKey }),
  });
}
