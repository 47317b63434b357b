import { isOnBehalfPagePath, paths, type OnBehalfSession } from '@portal/contracts';
import { getPortalState, subscribe, useOnBehalfSession } from '@portal/portal-kit';
import { setActingOnBehalf } from '@portal/portal-kit/host';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endOnBehalfSession } from '../api/end-on-behalf-session.ts';

/** Where the search page says that the server ended the session (idle, or another sign-in). */
export const sessionEndedSearch = '?ended=1';

/**
 * Enters on-behalf mode with a session the server opened: the customer becomes the selected sold-to. A session
 * still open (staff went back to the customer search and picked another customer) ends as switched.
 */
export function enterOnBehalf(session: OnBehalfSession): void {
  const previous = getPortalState().onBehalfSession;
  if (previous && previous.sessionId !== session.sessionId) void endOnBehalfSession(previous.sessionId, 'switched');
  setActingOnBehalf({
    sessionId: session.sessionId,
    customerId: session.customer.customerId,
    name: session.customer.legalName,
  });
}

/** Leaves the mode at once and ends the session on the server; answers when the server has (or failed to). */
export function leaveOnBehalf(reason: 'closed' | 'left'): Promise<void> {
  const session = getPortalState().onBehalfSession;
  setActingOnBehalf(null);
  return session ? endOnBehalfSession(session.sessionId, reason) : Promise.resolve();
}

/**
 * Spec 2.5: a page outside the sections allowed on behalf ends the mode (checked on every navigation, and on a
 * reload of such a page); a call the server refused because the session ended ends it too, and leads back to the
 * customer search, which says so.
 */
export function useOnBehalfGuard(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useOnBehalfSession();

  useEffect(() => {
    if (getPortalState().onBehalfSession && !isOnBehalfPagePath(pathname)) void leaveOnBehalf('left');
  }, [pathname]);

  useEffect(() => {
    if (!session) return undefined;
    return subscribe('onBehalfSessionEnded', () => {
      setActingOnBehalf(null);
      void navigate(`${paths.customerSearch.root}${sessionEndedSearch}`);
    });
  }, [session, navigate]);
}
