import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../src/config/runtime-config.ts';
import { isOptedOut, optOutCookieName } from '../../src/lib/analytics/opt-out.ts';
import {
  chooseCookieConsent,
  cookieConsentStorageKey,
  readCookieConsent,
  useCookieConsent,
} from '../../src/lib/cookie-consent.ts';
import { forgetCookieChoice, storeCookieChoice } from '../support/cookie-consent.ts';
import { testRuntimeConfig } from '../support/runtime-config.ts';

const minute = 60_000;
const start = new Date('2026-03-02T09:00:00.000Z').getTime();

beforeAll(() => setRuntimeConfig({ ...testRuntimeConfig, cookieConsent: { expiryMinutes: 30 } }));
beforeEach(() => {
  vi.useFakeTimers({ now: start });
  forgetCookieChoice();
});
afterEach(() => {
  vi.useRealTimers();
  forgetCookieChoice();
});

function stored(): unknown {
  return JSON.parse(localStorage.getItem(cookieConsentStorageKey) ?? 'null');
}

describe('cookie consent storage (spec 3 and 4)', () => {
  it('is undecided without a stored choice', () => {
    expect(readCookieConsent()).toEqual({ status: 'undecided' });
  });

  it('stores { accepted, expiresAt } with the configured expiry', () => {
    chooseCookieConsent(true);
    expect(stored()).toEqual({ accepted: true, expiresAt: start + 30 * minute });
    expect(readCookieConsent()).toEqual({ status: 'accepted', expiresAt: start + 30 * minute });
    chooseCookieConsent(false);
    expect(stored()).toEqual({ accepted: false, expiresAt: start + 30 * minute });
    expect(readCookieConsent().status).toBe('declined');
  });

  it('counts a choice only while it is unexpired', () => {
    chooseCookieConsent(true);
    vi.advanceTimersByTime(30 * minute - 1);
    expect(readCookieConsent().status).toBe('accepted');
    vi.advanceTimersByTime(1);
    expect(readCookieConsent()).toEqual({ status: 'undecided' });
  });

  it.each([
    ['not JSON', '{accepted'],
    ['not an object', '"yes"'],
    ['without expiry', JSON.stringify({ accepted: true })],
    ['with a text flag', JSON.stringify({ accepted: 'true', expiresAt: start + minute })],
  ])('treats a stored value that is %s as no choice', (_case, raw) => {
    localStorage.setItem(cookieConsentStorageKey, raw);
    expect(readCookieConsent()).toEqual({ status: 'undecided' });
  });
});

describe('opt-out cookie and flags (spec 4 and 9)', () => {
  function cookieWrites() {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    return writes;
  }

  it('declining sets the opt-out cookie for 24*30*12 hours, with path and SameSite, and the flags', () => {
    setRuntimeConfig({ ...testRuntimeConfig, analytics: { tagManagerContainerId: 'GTM-TEST1' } });
    const writes = cookieWrites();
    chooseCookieConsent(false);
    expect(writes).toEqual([`${optOutCookieName}=true; max-age=${24 * 30 * 12 * 3600}; path=/; SameSite=Lax`]);
    expect(document.cookie).toContain(`${optOutCookieName}=true`);
    expect((window as unknown as Record<string, unknown>)['ga-disable-GTM-TEST1']).toBe(true);
    expect(isOptedOut()).toBe(true);
  });

  it('accepting removes the opt-out cookie and the flags', () => {
    setRuntimeConfig({ ...testRuntimeConfig, analytics: { tagManagerContainerId: 'GTM-TEST1' } });
    chooseCookieConsent(false);
    chooseCookieConsent(true);
    expect(document.cookie).not.toContain(optOutCookieName);
    expect((window as unknown as Record<string, unknown>)['ga-disable-GTM-TEST1']).toBe(false);
    expect(isOptedOut()).toBe(false);
  });

  it('sets no tag manager flag when no container is configured', () => {
    setRuntimeConfig(testRuntimeConfig);
    chooseCookieConsent(false);
    expect(Object.keys(window).filter((key) => key.startsWith('ga-disable-'))).toEqual([]);
    expect(isOptedOut()).toBe(true);
  });
});

describe('useCookieConsent', () => {
  beforeEach(() => setRuntimeConfig({ ...testRuntimeConfig, cookieConsent: { expiryMinutes: 30 } }));

  it('re-renders when a choice is made and again when it expires, without a reload', () => {
    const { result } = renderHook(() => useCookieConsent());
    expect(result.current.status).toBe('undecided');
    act(() => chooseCookieConsent(true));
    expect(result.current).toEqual({ status: 'accepted', expiresAt: start + 30 * minute });
    act(() => vi.advanceTimersByTime(30 * minute));
    expect(result.current).toEqual({ status: 'undecided' });
  });

  it('reaches an expiry beyond the longest timeout in steps', () => {
    const expiresAt = start + 40 * 24 * 60 * minute;
    storeCookieChoice(false, expiresAt);
    const { result } = renderHook(() => useCookieConsent());
    expect(result.current.status).toBe('declined');
    act(() => vi.advanceTimersByTime(25 * 24 * 60 * minute));
    expect(result.current.status).toBe('declined');
    act(() => vi.advanceTimersByTime(15 * 24 * 60 * minute));
    expect(result.current.status).toBe('undecided');
  });

  it("follows another tab's choice", () => {
    const { result } = renderHook(() => useCookieConsent());
    act(() => {
      storeCookieChoice(true, start + minute);
      window.dispatchEvent(new StorageEvent('storage', { key: cookieConsentStorageKey }));
    });
    expect(result.current.status).toBe('accepted');
  });

  it('keeps the same snapshot while nothing changes', () => {
    storeCookieChoice(true, start + minute);
    const { result, rerender } = renderHook(() => useCookieConsent());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
