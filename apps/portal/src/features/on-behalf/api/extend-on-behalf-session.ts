import { extendOnBehalfSessionEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionStatusQueryOptions } from './get-on-behalf-session-status.ts';

/** The banner's "Stay": counts as activity, so the idle limit starts again; the clock takes the answer. */
export function useExtendOnBehalfSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(extendOnBehalfSessionEndpoint, { params: { sessionId } }),
    onSuccess: (status) => queryClient.setQueryData(sessionStatusQueryOptions(sessionId).queryKey, status),
  });
}
