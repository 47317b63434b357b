import { inviteColleagueEndpoint, type ColleagueInvitation } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKey } from './get-account-users.ts';

/** Invites a colleague with a copy of the user's rights for the sold-to; the people list is read again. */
export function useInviteColleague(customer: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ColleagueInvitation) => callEndpoint(inviteColleagueEndpoint, { query: { customer }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey(customer) }),
  });
}
