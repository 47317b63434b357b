import { getUserInfoEndpoint } from '@portal/contracts';
import { ApiRequestError, callEndpoint, isAccessTokenMissingOrExpired, publish } from '@portal/portal-kit';
import { storeUserInfo } from '@portal/portal-kit/host';

/**
 * Spec 4 and 7: after sign-in the user info is retrieved from the identity provider (`getUserInfo`, ADR 027)
 * and replaces the claims taken from the ID token. Spec 8 'User-info fetch': a 401 logs out. Any other failure
 * is reported (by the call, with its declared description) and the ID token's claims stay.
 */
export async function loadUserInfo(): Promise<void> {
  try {
    const { sub: _sub, ...info } = await callEndpoint(getUserInfoEndpoint);
    storeUserInfo(info);
  } catch (error) {
    // With a missing or expired token the API client has already published the logout event.
    if (error instanceof ApiRequestError && error.status === 401 && !isAccessTokenMissingOrExpired()) {
      publish('logout', undefined);
    }
  }
}
