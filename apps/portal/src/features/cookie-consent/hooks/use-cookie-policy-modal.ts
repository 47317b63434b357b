import { subscribe, usePermissions } from '@portal/portal-kit';
import { useEffect, useState } from 'react';
import { useCookieConsent } from '../../../lib/cookie-consent.ts';

/**
 * Spec 2.6 and 6: the cookie-policy modal opens for a signed-in customer (never an internal user) while there
 * is no unexpired choice, and whenever the cookiePolicyModal event asks for it.
 */
export function useCookiePolicyModal(): { isOpen: boolean; close: () => void } {
  const consent = useCookieConsent();
  const permissions = usePermissions();
  const [requested, setRequested] = useState(false);
  useEffect(() => subscribe('cookiePolicyModal', (event) => setRequested(event.show)), []);

  const customer = permissions !== null && !permissions.internal;
  return { isOpen: customer && (requested || consent.status === 'undecided'), close: () => setRequested(false) };
}
