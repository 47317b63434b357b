import { getOnBehalfSessionStatusEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How often the banner asks the server for the time left: other calls of the mode move it on. */
export const sessionStatusIntervalMs = 30_000;

export const sessionStatusQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['on-behalf', 'session-status', sessionId],
    queryFn: ({ signal }) => callEndpoint(getOnBehalfSessionStatusEndpoint, { params: { sessionId } }, { signal }),
    refetchInterval: sessionStatusIntervalMs,
    // A failure is the server saying the session ended (the mode leaves on its own), or a network blip.
    retry: false,
  });

/** The session's clock by the server: the time left before the idle limit, and whether staff may write. */
export function useOnBehalfSessionStatus(sessionId: string) {
  return useQuery(sessionStatusQueryOptions(sessionId));
}
