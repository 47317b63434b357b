import { paths } from '@portal/contracts';
import { subscribe } from '@portal/portal-kit';
import { clearPortalState, clearSession } from '@portal/portal-kit/host';
import { sessionRenewalLeadSeconds } from './session-renewal.ts';
import { getUserManager, hasStoredUser, onUserManagerLoaded, publishUser, readStoredUser } from './user-manager.ts';

/**
 * After a reload: keep the stored session if its token is still valid, renew it with the refresh token if
 * not, and otherwise forget it so the routes send the user to sign in.
 */
export async function restoreSession(): Promise<void> {
  // Mock mode: the stored mock session is the whole session; there is no provider to ask.
  if (import.meta.env.VITE_MOCK === 'true') return;
  // No provider session in this tab: nothing to restore, and no need for oidc-client-ts on this screen.
  if (!hasStoredUser()) {
    forgetUser();
    return;
  }
  // A token with time left is used as stored; oidc-client-ts arrives in time to renew it, not with the first screen.
  const stored = readStoredUser();
  const secondsLeft = (stored?.expires_at ?? 0) - Date.now() / 1000;
  if (stored && secondsLeft > sessionRenewalLeadSeconds) {
    publishUser(stored);
    setTimeout(loadForRenewal, (secondsLeft - sessionRenewalLeadSeconds) * 1000);
    return;
  }
  const userManager = await getUserManager();
  const user = await userManager.getUser();
  if (user && !user.expired) {
    publishUser(user);
    return;
  }
  if (user?.refresh_token) {
    try {
      const renewed = await userManager.signinSilent();
      if (renewed) return;
    } catch {
      // A refused refresh token (revoked, reused, expired) simply means signing in again.
    }
  }
  await userManager.removeUser();
  forgetUser();
}

/**
 * Loads oidc-client-ts for a restored session: created with automatic silent renew, it reads the stored user and
 * renews the token before it expires. A failed load is retried by the next call that needs the library (a refused
 * token, sign-out); the expired token then leads to signing in again.
 */
function loadForRenewal(): void {
  if (hasStoredUser()) getUserManager().catch(() => undefined);
}

/** Spec 4, logout: token, user, customer and permissions are cleared. */
export function forgetUser(): void {
  clearSession();
  clearPortalState();
}

/**
 * Spec 4, logout: revoke access and refresh tokens, end the provider session, clear what the portal
 * stored about the user, land on /login.
 */
export async function signOut(): Promise<void> {
  if (import.meta.env.VITE_MOCK === 'true') {
    (await import('../../mock/mock-session.ts')).signOutOfMockSession();
    return;
  }
  const userManager = await getUserManager();
  const user = await userManager.getUser();
  forgetUser();
  if (!user) {
    window.location.assign(paths.login);
    return;
  }
  try {
    await userManager.revokeTokens();
  } catch {
    // Ending the provider session below revokes the grant as well (with the embedded provider); some providers
    // refuse revocation by a public client (Glewlwyd): a failed revocation must not keep the user in.
  }
  // A `state` makes some providers (Glewlwyd) return to post_logout_redirect_uri at all; the login page ignores it.
  await userManager.signoutRedirect({ id_token_hint: user.id_token, state: {} });
}

let renewal: Promise<void> | null = null;

/**
 * A token the server refused while still in date (its sign-in was ended elsewhere, e.g. "end all other sessions"):
 * renew it with the refresh token once for all the calls that were refused, and sign out when that fails.
 */
export function renewOrSignOut(): Promise<void> {
  renewal ??= (async () => {
    try {
      const userManager = await getUserManager();
      const renewed = await userManager.signinSilent();
      if (!renewed) await signOut();
    } catch {
      await signOut();
    } finally {
      renewal = null;
    }
  })();
  return renewal;
}

/**
 * The logout event (a 401 with a missing or expired token, a failed renewal) signs the user out; a refused token
 * still in date is renewed first.
 */
export function signOutOnLogoutEvent(): () => void {
  onUserManagerLoaded((userManager) => userManager.events.addSilentRenewError(() => void signOut()));
  const stops = [
    subscribe('logout', () => void signOut()),
    subscribe('accessTokenRejected', () => void renewOrSignOut()),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
