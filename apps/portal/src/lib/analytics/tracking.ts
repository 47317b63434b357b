import { getPermissions, usePermissions, type ErrorEvent } from '@portal/portal-kit';
import { readCookieConsent, useCookieConsent } from '../cookie-consent.ts';
import { currentAnalyticsFields } from './analytics-fields.ts';
import { pushToDataLayer } from './data-layer.ts';
import { isOptedOut } from './opt-out.ts';

/**
 * Spec 4: tracking only with an unexpired acceptance, for a signed-in user known not to be internal (internal
 * users are always treated as opted out; before the permissions are in, nobody is known).
 */
export function isTrackingAllowed(): boolean {
  const permissions = getPermissions();
  return readCookieConsent().status === 'accepted' && !isOptedOut() && permissions !== null && !permissions.internal;
}

/** `isTrackingAllowed` for components: changes with the choice and the permissions. */
export function useTrackingAllowed(): boolean {
  const consent = useCookieConsent();
  const permissions = usePermissions();
  return consent.status === 'accepted' && permissions !== null && !permissions.internal;
}

/** A page view with the spec's analytics fields; nothing without consent. */
export function trackPageView(page: { path: string; title: string }): void {
  if (!isTrackingAllowed()) return;
  pushToDataLayer({ event: 'page_view', page_path: page.path, page_title: page.title, ...currentAnalyticsFields() });
}

/** Spec 3, the error event for the tag manager; nothing without consent. */
export function trackError(error: ErrorEvent): void {
  if (!isTrackingAllowed()) return;
  pushToDataLayer({ event: 'error', ...error });
}
