import { paths } from '@portal/contracts';
import { clearPortalState, clearSession, storeSession } from '@portal/portal-kit/host';
import type { MockPersona } from './mock-calls.ts';
import { mockPersonasFile } from './mock-calls.ts';
import { mockBaseUrl, setMockPersona } from './mock-transport.ts';

/** A mock session lasts the working day; there is no provider to renew it with. */
const sessionSeconds = 12 * 60 * 60;

/** The personas mock sign-in offers (`/mock/personas.json`). */
export async function loadMockPersonas(): Promise<MockPersona[]> {
  const response = await fetch(new URL(`${mockBaseUrl}${mockPersonasFile}`, window.location.origin));
  if (!response.ok) throw new Error(`Mock personas could not be loaded: ${response.status}`);
  return (await response.json()) as MockPersona[];
}

/**
 * Mock sign-in: stores a session for the persona as a real sign-in would (token, expiry, user info), so the
 * session gate, permissions, sold-tos and terms rule run unchanged on the persona's files.
 */
export function signInAsMockPersona(persona: MockPersona): void {
  const [givenName, ...familyName] = persona.name.split(' ');
  setMockPersona(persona.persona);
  storeSession({
    accessToken: `mock-${persona.persona}`,
    expiresAt: Math.floor(Date.now() / 1000) + sessionSeconds,
    userInfo: {
      preferred_username: persona.username,
      email: persona.username,
      name: persona.name,
      given_name: givenName,
      family_name: familyName.join(' ') || undefined,
      locale: persona.locale,
    },
  });
}

/** Mock sign-out: forgets the session and the persona, back to /login. */
export function signOutOfMockSession(): void {
  setMockPersona(null);
  clearSession();
  clearPortalState();
  window.location.assign(paths.login);
}
