import { paths, type RuntimeConfig } from '@portal/contracts';
import { type UserInfo } from '@portal/portal-kit';
import { storeSession } from '@portal/portal-kit/host';
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';

let userManager: UserManager | undefined;

/** Authorization code + PKCE (S256) against the configured issuer; tokens stay in this tab's sessionStorage. */
export function initUserManager(config: RuntimeConfig): UserManager {
  const origin = window.location.origin;
  userManager = new UserManager({
    authority: config.oidc.issuer,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}${paths.loginCallback}`,
    post_logout_redirect_uri: `${origin}${paths.login}`,
    response_type: 'code',
    scope: config.oidc.scopes,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    // Renews with the refresh token shortly before the 10-minute access token expires.
    automaticSilentRenew: true,
    // The access token is a JWT for the API, not valid at userinfo: the ID token carries the claims.
    loadUserInfo: false,
    // A JWT access token cannot be revoked on its own (the provider answers unsupported_token_type); revoking the
    // refresh token revokes its grant, and the API refuses every access token of a revoked grant.
    revokeTokenTypes: ['refresh_token'],
  });
  userManager.events.addUserLoaded(publishUser);
  return userManager;
}

export function getUserManager(): UserManager {
  if (!userManager) throw new Error('initUserManager must run before the user manager is used');
  return userManager;
}

function userInfoOf(user: User): UserInfo {
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
export function publishUser(user: User): void {
  storeSession({ accessToken: user.access_token, expiresAt: user.expires_at ?? 0, userInfo: userInfoOf(user) });
}
