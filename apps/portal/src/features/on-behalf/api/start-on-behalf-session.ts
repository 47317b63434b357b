import { startOnBehalfSessionEndpoint, type OnBehalfSessionCreate } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recentCustomersQueryOptions } from './get-recent-customers.ts';

export function startOnBehalfSession(body: OnBehalfSessionCreate) {
  return callEndpoint(startOnBehalfSessionEndpoint, { body });
}

/** Opens an on-behalf session on the server (the reason goes to the customer's access log). */
export function useStartOnBehalfSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOnBehalfSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentCustomersQueryOptions.queryKey }),
  });
}
