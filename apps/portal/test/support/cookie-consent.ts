import { cookieConsentStorageKey, type StoredCookieConsent } from '../../src/lib/cookie-consent.ts';
import { optOutCookieName, setOptOutFlags } from '../../src/lib/analytics/opt-out.ts';

/** Stores a cookie-policy choice as the portal would, valid for a day unless told otherwise. */
export function storeCookieChoice(accepted: boolean, expiresAt = Date.now() + 24 * 60 * 60_000): void {
  const stored: StoredCookieConsent = { accepted, expiresAt };
  localStorage.setItem(cookieConsentStorageKey, JSON.stringify(stored));
}

/** No choice, no opt-out cookie or flags, no data layer, no tag manager: a browser that never saw the portal. */
export function forgetCookieChoice(): void {
  localStorage.removeItem(cookieConsentStorageKey);
  document.cookie = `${optOutCookieName}=; max-age=0; path=/`;
  setOptOutFlags(false, null);
  for (const key of Object.keys(window)) {
    if (key.startsWith('ga-disable-')) Reflect.deleteProperty(window, key);
  }
  delete window.dataLayer;
  for (const script of document.querySelectorAll('script[data-portal-tag-manager]')) script.remove();
}
