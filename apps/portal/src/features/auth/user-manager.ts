import { paths, type RuntimeConfig } from '@portal/contracts';
import { sessionStore, type UserInfo } from '@portal/portal-kit';
import { storeSession } from '@portal/portal-kit/host';
import type { User, UserManager } from 'oidc-client-ts';

let settings: RuntimeConfig['oidc'] | undefined;
let userManager: Promise<UserManager> | undefined;
let loaded: UserManager | undefined;
const loadedListeners: Array<(manager: UserManager) => void> = [];

/**
 * Keeps the issuer and client of the runtime configuration. oidc-client-ts itself is loaded only when a session
 * is there to restore or sign-in starts (`getUserManager`): a signed-out first screen does without it.
 */
export function initUserManager(config: RuntimeConfig): void {
  settings = config.oidc;
  userManager = undefined;
  loaded = undefined;
}

/** Runs `listener` with the user manager once it is loaded (at once when it already is). */
export function onUserManagerLoaded(listener: (manager: UserManager) => void): void {
  loadedListeners.push(listener);
  if (loaded) listener(loaded);
}

async function createUserManager(oidc: RuntimeConfig['oidc']): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  const origin = window.location.origin;
  const manager = new UserManager({
    authority: oidc.issuer,
    client_id: oidc.clientId,
    redirect_uri: `${origin}${paths.loginCallback}`,
    post_logout_redirect_uri: `${origin}${paths.login}`,
    response_type: 'code',
    scope: oidc.scopes,
    // RFC 8707: providers that issue the API audience only for a requested resource (Glewlwyd, Entra ID) need it
    // on the authorization request and the code exchange alike.
    ...(oidc.resource ? { resource: oidc.resource, extraTokenParams: { resource: oidc.resource } } : {}),
    userStore: new WebStorageStateStore({ store: sessionStore }),
    stateStore: new WebStorageStateStore({ store: sessionStore }),
    // Renews with the refresh token shortly before the 10-minute access token expires.
    automaticSilentRenew: true,
    // The access token is a JWT for the API, not valid at the provider's userinfo: the ID token carries the
    // claims, and the API's user info call (user-info.ts, ADR 027) refreshes them after sign-in.
    loadUserInfo: false,
    // A JWT access token cannot be revoked on its own (the provider answers unsupported_token_type); revoking the
    // refresh token revokes its grant, and the API refuses every access token of a revoked grant.
    revokeTokenTypes: ['refresh_token'],
  });
  manager.events.addUserLoaded(publishUser);
  loaded = manager;
  for (const listener of loadedListeners) listener(manager);
  return manager;
}

/**
 * A fresh `nonce` for each sign-in request: OpenID Connect requires providers to echo it in the ID token, and
 * many (Glewlwyd among them) refuse a request without one. oidc-client-ts keeps it with the request's state and
 * refuses an ID token that does not carry it.
 */
export function newNonce(): string {
  return crypto.randomUUID();
}

/** Authorization code + PKCE (S256) against the configured issuer; tokens stay in this tab's sessionStorage. */
export function getUserManager(): Promise<UserManager> {
  if (!settings) throw new Error('initUserManager must run before the user manager is used');
  if (!userManager) {
    userManager = createUserManager(settings);
    // A failed load (a network error) may succeed when asked again.
    userManager.catch(() => {
      userManager = undefined;
    });
  }
  return userManager;
}

function storedUserKey(): string {
  if (!settings) throw new Error('initUserManager must run before the user manager is used');
  return `oidc.user:${settings.issuer}:${settings.clientId}`;
}

/**
 * Whether this tab keeps a provider session (oidc-client-ts's user entry in sessionStorage), asked without
 * loading oidc-client-ts.
 */
export function hasStoredUser(): boolean {
  return sessionStore.getItem(storedUserKey()) !== null;
}

/** What the portal takes from a provider session: the access token, its expiry and the ID token's claims. */
export type SessionUser = Pick<User, 'access_token' | 'expires_at' | 'profile'>;

/**
 * The provider session oidc-client-ts stored for this tab (its user entry, written by the library in this tab),
 * read without loading the library; null when there is none or it cannot be read.
 */
export function readStoredUser(): SessionUser | null {
  try {
    const stored: unknown = JSON.parse(sessionStore.getItem(storedUserKey()) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { access_token, expires_at, profile } = stored as Partial<SessionUser>;
    if (typeof access_token !== 'string' || typeof expires_at !== 'number' || typeof profile !== 'object') return null;
    return { access_token, expires_at, profile };
  } catch {
    return null;
  }
}

function userInfoOf(user: SessionUser): UserInfo {
  const claims = user.profile;
  return {
    preferred_username: claims.preferred_username ?? claims.email ?? claims.sub,
    email: claims.email ?? claims.preferred_username ?? '',
    name: claims.name,
    given_name: claims.given_name,
    family_name: claims.family_name,
    locale: claims.locale,
  };
}

/** Stores the spec's items (access token, user info) and publishes the access token and user info events. */
export function publishUser(user: SessionUser): void {
  storeSession({ accessToken: user.access_token, expiresAt: user.expires_at ?? 0, userInfo: userInfoOf(user) });
}
