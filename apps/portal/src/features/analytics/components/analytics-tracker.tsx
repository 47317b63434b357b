import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { getRuntimeConfig } from '../../../config/runtime-config.ts';
import { useCustomerCountry } from '../../../lib/analytics/customer-country.ts';
import { setOptOutFlags } from '../../../lib/analytics/opt-out.ts';
import { loadTagManager } from '../../../lib/analytics/tag-manager.ts';
import { trackPageView, useTrackingAllowed } from '../../../lib/analytics/tracking.ts';

/** The name of the deepest route with one (router.tsx gives every route a `handle.name`). */
function useRouteName(): string {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { name?: unknown } | undefined;
    if (typeof handle?.name === 'string') return handle.name;
  }
  return '';
}

/**
 * Spec 1 and 4, analytics subject to consent, for the signed-in pages: keeps the opt-out flags in step with
 * whether tracking is allowed, loads the tag manager once it is (when one is configured), and pushes a page
 * view on every route change, and for the current page when consent arrives while it is open.
 */
export function AnalyticsTracker() {
  const allowed = useTrackingAllowed();
  const { pathname } = useLocation();
  const routeName = useRouteName();
  const containerId = getRuntimeConfig().analytics.tagManagerContainerId;
  // The path last counted while tracking was allowed; forgotten when it stops, so consent counts the page again.
  const tracked = useRef<string | null>(null);
  // The page view waits for the selected sold-to's country (or its failure).
  const countrySettled = useCustomerCountry(allowed);

  useEffect(() => {
    setOptOutFlags(!allowed, containerId);
    if (allowed && containerId) loadTagManager(containerId);
  }, [allowed, containerId]);

  useEffect(() => {
    if (!allowed) {
      tracked.current = null;
      return;
    }
    if (tracked.current === pathname || !countrySettled) return;
    tracked.current = pathname;
    trackPageView({ path: pathname, title: routeName });
  }, [allowed, pathname, routeName, countrySettled]);

  return null;
}
