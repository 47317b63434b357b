// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken, isAccessTokenMissingOrExpired, storeSession } from '../src/session.ts';
import { localStore, sessionStore } from '../src/web-storage.ts';

const userInfo = { preferred_username: 'buyer@example.com', email: 'buyer@example.com' };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('web storage', () => {
  it('uses the browser’s storage while it works', () => {
    sessionStore.setItem('portal.test', 'kept');
    expect(sessionStorage.getItem('portal.test')).toBe('kept');
    localStore.setItem('portal.test', 'kept too');
    expect(localStorage.getItem('portal.test')).toBe('kept too');
  });

  it('keeps the session in memory where the browser gives no storage (null)', () => {
    vi.stubGlobal('sessionStorage', null);
    expect(() => storeSession({ accessToken: 'token-1', expiresAt: Date.now() / 1000 + 600, userInfo })).not.toThrow();
    expect(getAccessToken()).toBe('token-1');
    expect(isAccessTokenMissingOrExpired()).toBe(false);
    clearSession();
    expect(getAccessToken()).toBeNull();
  });

  it('keeps values in memory where reaching the storage throws (blocked) or a write is refused (full)', () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    vi.stubGlobal('localStorage', undefined);
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => blocked.localStorage,
    });
    expect(localStore.getItem('portal.language')).toBeNull();
    localStore.setItem('portal.language', 'de');
    expect(localStore.getItem('portal.language')).toBe('de');

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    vi.stubGlobal('sessionStorage', full);
    sessionStore.setItem('portal.labels', 'many texts');
    expect(sessionStore.getItem('portal.labels')).toBe('many texts');
  });
});
