/**
 * Spec 3 and 4, the analytics opt-out: a cookie that outlives the stored choice and is what server-side and
 * third-party tags look for, and flags in the page: Google's `ga-disable-<id>` convention for a configured
 * tag manager container, and the portal tracker's own.
 */
export const optOutCookieName = 'analytics_opt_out';

/** Spec 9: the opt-out cookie lives 24*30*12 hours. */
export const optOutCookieMaxAgeSeconds = 24 * 30 * 12 * 60 * 60;

// The tracker's own flag: on after a decline and while tracking is not allowed for the signed-in user (internal
// users, no choice yet); the tracker checks it before every push.
let trackerOptedOut = false;

function setCookie(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${optOutCookieName}=${value}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${secure}`;
}

export function hasOptOutCookie(): boolean {
  return document.cookie.split(';').some((entry) => entry.trim() === `${optOutCookieName}=true`);
}

/** The tag manager's and the tracker's flags; the cookie is left to `optOut` and `optIn`. */
export function setOptOutFlags(optedOut: boolean, containerId: string | null): void {
  trackerOptedOut = optedOut;
  if (containerId) (window as unknown as Record<string, unknown>)[`ga-disable-${containerId}`] = optedOut;
}

/** True while the user declined (cookie) or tracking is switched off for the page (flag). */
export function isOptedOut(): boolean {
  return trackerOptedOut || hasOptOutCookie();
}

/** Spec 4, declining: the opt-out cookie set to true for its full lifetime, and the flags on. */
export function optOut(containerId: string | null): void {
  setCookie('true', optOutCookieMaxAgeSeconds);
  setOptOutFlags(true, containerId);
}

/** Spec 4, accepting: the opt-out cookie removed and the flags off. */
export function optIn(containerId: string | null): void {
  setCookie('', 0);
  setOptOutFlags(false, containerId);
}
