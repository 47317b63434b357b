import { localStore } from '@portal/portal-kit';
import { useSyncExternalStore } from 'react';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { optIn, optOut } from './analytics/opt-out.ts';

/** Spec 3, client-side stored items: the cookie-policy choice, `{ accepted, expiresAt }` (ms since the epoch). */
export const cookieConsentStorageKey = 'portal.cookieConsent';

export interface StoredCookieConsent {
  accepted: boolean;
  expiresAt: number;
}

/** Spec 4: a choice counts only while unexpired; without one the user has not decided. */
export type CookieConsent = { status: 'undecided' } | { status: 'accepted' | 'declined'; expiresAt: number };

const undecided: CookieConsent = { status: 'undecided' };

function parse(raw: string | null, now: number): CookieConsent {
  if (!raw) return undecided;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undecided;
    const { accepted, expiresAt } = value as Partial<StoredCookieConsent>;
    if (typeof accepted !== 'boolean' || typeof expiresAt !== 'number' || expiresAt <= now) return undecided;
    return { status: accepted ? 'accepted' : 'declined', expiresAt };
  } catch {
    return undecided;
  }
}

/** The choice as it stands now, read from storage (for code outside React). */
export function readCookieConsent(now = Date.now()): CookieConsent {
  return parse(localStore.getItem(cookieConsentStorageKey), now);
}

// useSyncExternalStore wants the same object until something changes: the stored text, or the expiry passing.
let cached: { raw: string | null; value: CookieConsent } | null = null;

function hasExpired(consent: CookieConsent): boolean {
  return consent.status !== 'undecided' && consent.expiresAt <= Date.now();
}

function snapshot(): CookieConsent {
  const raw = localStore.getItem(cookieConsentStorageKey);
  if (!cached || cached.raw !== raw || hasExpired(cached.value)) cached = { raw, value: parse(raw, Date.now()) };
  return cached.value;
}

const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
// setTimeout takes at most 2^31-1 ms (about 24.8 days); longer expiries are reached in steps.
const longestTimeout = 2 ** 31 - 1;

function notify(): void {
  for (const listener of listeners) listener();
  scheduleExpiryCheck();
}

/** While anyone listens, wake them when the choice expires, so the modal returns without a reload. */
function scheduleExpiryCheck(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  const current = snapshot();
  if (listeners.size === 0 || current.status === 'undecided') return;
  expiryTimer = setTimeout(notify, Math.min(Math.max(current.expiresAt - Date.now(), 0), longestTimeout));
}

// Another tab's choice counts here too.
function onStorage(event: StorageEvent): void {
  if (event.key === cookieConsentStorageKey || event.key === null) notify();
}

export function subscribeToCookieConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  scheduleExpiryCheck();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    clearTimeout(expiryTimer);
  };
}

/** The user's cookie-policy choice; re-renders when it is made, changed or expires. */
export function useCookieConsent(): CookieConsent {
  return useSyncExternalStore(subscribeToCookieConsent, snapshot);
}

/**
 * Spec 4: stores the choice for the configured number of minutes. Accepting removes the opt-out cookie and
 * flags (tracking starts once the tracker sees the choice); declining sets them.
 */
export function chooseCookieConsent(accepted: boolean, now = Date.now()): void {
  const { cookieConsent, analytics } = getRuntimeConfig();
  const stored: StoredCookieConsent = { accepted, expiresAt: now + cookieConsent.expiryMinutes * 60_000 };
  localStore.setItem(cookieConsentStorageKey, JSON.stringify(stored));
  if (accepted) optIn(analytics.tagManagerContainerId);
  else optOut(analytics.tagManagerContainerId);
  notify();
}
