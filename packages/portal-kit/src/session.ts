import { publish, type UserInfo } from './events.ts';
import { sessionStorageKeys as storageKeys } from './storage-keys.ts';
import { sessionStore } from './web-storage.ts';

// The spec's stored items for the signed-in user (access token, its expiry, user info) live in sessionStorage:
// they survive a reload of the tab but not the tab itself, and other tabs never see them (ADR 004).

export interface SessionTokens {
  accessToken: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  userInfo: UserInfo;
}

export function storeSession({ accessToken, expiresAt, userInfo }: SessionTokens): void {
  sessionStore.setItem(storageKeys.accessToken, accessToken);
  sessionStore.setItem(storageKeys.expiresAt, String(expiresAt));
  sessionStore.setItem(storageKeys.userInfo, JSON.stringify(userInfo));
  publish('accessToken', accessToken);
  publish('userInfo', userInfo);
}

/** Replaces the stored user info (e.g. with the provider's answer after sign-in) and publishes `userInfo`. */
export function storeUserInfo(userInfo: UserInfo): void {
  sessionStore.setItem(storageKeys.userInfo, JSON.stringify(userInfo));
  publish('userInfo', userInfo);
}

export function clearSession(): void {
  for (const key of Object.values(storageKeys)) sessionStore.removeItem(key);
  publish('accessToken', null);
  publish('userInfo', null);
}

export function getAccessToken(): string | null {
  return sessionStore.getItem(storageKeys.accessToken);
}

export function getUserInfo(): UserInfo | null {
  const stored = sessionStore.getItem(storageKeys.userInfo);
  return stored ? (JSON.parse(stored) as UserInfo) : null;
}

/** True when no token is stored or the stored one has expired: the case in which a 401 means "signed out". */
export function isAccessTokenMissingOrExpired(now = Date.now()): boolean {
  const token = getAccessToken();
  const expiresAt = Number(sessionStore.getItem(storageKeys.expiresAt));
  return !token || !Number.isFinite(expiresAt) || expiresAt * 1000 <= now;
}
