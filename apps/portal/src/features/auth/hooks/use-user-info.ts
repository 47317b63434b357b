import { getUserInfo, subscribe, type UserInfo } from '@portal/portal-kit';
import { useSyncExternalStore } from 'react';

function subscribeToUserInfo(onChange: () => void): () => void {
  return subscribe('userInfo', onChange);
}

let cachedUserInfo: { raw: string | null; value: UserInfo | null } = { raw: null, value: null };

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored value changes.
function userInfoSnapshot(): UserInfo | null {
  const value = getUserInfo();
  const raw = value ? JSON.stringify(value) : null;
  if (raw !== cachedUserInfo.raw) cachedUserInfo = { raw, value };
  return cachedUserInfo.value;
}

/** The signed-in user's claims, or null; re-renders on sign-in, renewal and sign-out. */
export function useUserInfo(): UserInfo | null {
  return useSyncExternalStore(subscribeToUserInfo, userInfoSnapshot);
}
