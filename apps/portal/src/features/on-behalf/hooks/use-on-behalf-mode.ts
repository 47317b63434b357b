import { isOnBehalfPagePath, paths, type OnBehalfSession } from '@portal/contracts';
import { getPortalState, subscribe, useOnBehalfSession } from '@portal/portal-kit';
import { setActingOnBehalf } from '@portal/portal-kit/host';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { endOnBehalfSession } from '../api/end-on-behalf-session.ts';

/** Where the search page says that the server ended the session (idle, or another sign-in). */
export const sessionEndedSearch = '?ended=1';

/**
 * The page the mode was entered on (the customer search), until the navigation that follows: the banner, and its
 * guard, can mount before that navigation has changed the address.
 */
let enteredOn: string | null = null;

/**
 * Enters on-behalf mode with a session the server opened, on the page at `pathname` (which then navigates on):
 * the customer becomes the selected sold-to.
 */
export function enterOnBehalf(session: OnBehalfSession, pathname: string): void {
  enteredOn = pathname;
  setActingOnBehalf({
    sessionId: session.sessionId,
    customerId: session.customer.customerId,
    name: session.customer.legalName,
  });
}

/** Leaves the mode at once and ends the session on the server (not waited for). */
export function leaveOnBehalf(reason: 'closed' | 'left'): void {
  const session = getPortalState().onBehalfSession;
  setActingOnBehalf(null);
  if (session) void endOnBehalfSession(session.sessionId, reason);
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
    // Entering the mode happens on the search page and then navigates: that page is not judged meanwhile.
    if (enteredOn === pathname) return;
    enteredOn = null;
    if (getPortalState().onBehalfSession && !isOnBehalfPagePath(pathname)) leaveOnBehalf('left');
  }, [pathname]);

  useEffect(() => {
    if (!session) return undefined;
    return subscribe('onBehalfSessionEnded', () => {
      setActingOnBehalf(null);
      void navigate(`${paths.customerSearch.root}${sessionEndedSearch}`);
    });
  }, [session, navigate]);
}
