import type { Page } from '@playwright/test';

/** Where the portal keeps the cookie-policy choice (apps/portal/src/lib/cookie-consent.ts). */
export const cookieConsentStorageKey = 'portal.cookieConsent';
/** The analytics opt-out cookie a decline sets (apps/portal/src/lib/analytics/opt-out.ts). */
export const optOutCookieName = 'analytics_opt_out';

/**
 * Before the portal's scripts run on any page of this tab: a declined cookie-policy choice, unless one is
 * stored already. Specs about other things then never meet the cookie-policy modal (spec 2.6), which would
 * otherwise cover the page of every customer who signs in with a fresh browser.
 */
export async function presetCookieChoice(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (localStorage.getItem(key)) return;
    localStorage.setItem(key, JSON.stringify({ accepted: false, expiresAt: Date.now() + 24 * 60 * 60 * 1000 }));
  }, cookieConsentStorageKey);
}

/** The GTM-compatible data layer of the page; null when nothing was ever pushed. */
export function readDataLayer(page: Page): Promise<Array<Record<string, unknown>> | null> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? null);
}
