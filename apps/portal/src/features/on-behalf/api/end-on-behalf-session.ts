import { endOnBehalfSessionEndpoint } from '@portal/contracts';
import { callEndpoint } from '@portal/portal-kit';

/**
 * Ends the session on the server: `closed` by the banner's close, `left` when the user went to a page outside the
 * mode, `switched` when another customer was chosen from the search while it was open. Leaving the mode must not
 * wait for it, so failures are left to the session's idle limit.
 */
export function endOnBehalfSession(sessionId: string, reason: 'closed' | 'left' | 'switched'): Promise<void> {
  return callEndpoint(endOnBehalfSessionEndpoint, { params: { sessionId }, query: { reason } }).then(
    () => undefined,
    () => undefined,
  );
}
