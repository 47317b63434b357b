import { getAccessToken, getUserInfo } from '@portal/portal-kit';
import { clearSession } from '@portal/portal-kit/host';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession } from '../../../src/features/auth/session.ts';
import { sessionRenewalLeadSeconds } from '../../../src/features/auth/session-renewal.ts';
import { initUserManager } from '../../../src/features/auth/user-manager.ts';
import { testRuntimeConfig } from '../../support/runtime-config.ts';

// Each construction of oidc-client-ts's UserManager, and what its getUser answers.
const library = vi.hoisted(() => ({ managers: 0, getUser: vi.fn() }));
vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {
    readonly store = 'sessionStorage';
  },
  UserManager: class {
    events = { addUserLoaded: () => undefined, addSilentRenewError: () => undefined };
    getUser = library.getUser;
    removeUser = vi.fn();
    constructor() {
      library.managers += 1;
    }
  },
}));

const storedUserKey = `oidc.user:${testRuntimeConfig.oidc.issuer}:${testRuntimeConfig.oidc.clientId}`;
const profile = {
  sub: 'u1',
  preferred_username: 'buyer@example.com',
  email: 'buyer@example.com',
  name: 'Emma Collins',
};

function storeProviderSession(secondsLeft: number): number {
  const expiresAt = Math.floor(Date.now() / 1000) + secondsLeft;
  sessionStorage.setItem(
    storedUserKey,
    JSON.stringify({ access_token: 'stored-token', refresh_token: 'refresh', expires_at: expiresAt, profile }),
  );
  return expiresAt;
}

describe('restoring a session after a reload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    library.managers = 0;
    library.getUser.mockReset();
    sessionStorage.clear();
    clearSession();
    initUserManager(testRuntimeConfig);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses a token with time left as stored, and loads oidc-client-ts only in time to renew it', async () => {
    const secondsLeft = 600;
    storeProviderSession(secondsLeft);
    library.getUser.mockResolvedValue({ expired: false });

    await restoreSession();
    expect(getAccessToken()).toBe('stored-token');
    expect(getUserInfo()?.preferred_username).toBe('buyer@example.com');
    expect(library.managers).toBe(0);

    await vi.advanceTimersByTimeAsync((secondsLeft - sessionRenewalLeadSeconds) * 1000 - 1000);
    expect(library.managers).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    // Created with automatic silent renew, the library reads the stored user and renews before the token expires.
    expect(library.managers).toBe(1);
  });

  it('restores a token due for renewal through oidc-client-ts at once', async () => {
    storeProviderSession(sessionRenewalLeadSeconds - 30);
    library.getUser.mockResolvedValue({
      expired: false,
      access_token: 'renewed-token',
      expires_at: Math.floor(Date.now() / 1000) + 600,
      profile,
    });

    await restoreSession();
    expect(library.managers).toBe(1);
    expect(getAccessToken()).toBe('renewed-token');
  });

  it('goes through oidc-client-ts when the stored entry cannot be read', async () => {
    sessionStorage.setItem(storedUserKey, '{not json');
    library.getUser.mockResolvedValue(null);

    await restoreSession();
    expect(library.managers).toBe(1);
    expect(getAccessToken()).toBeNull();
  });
});
