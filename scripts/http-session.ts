// Signing a demo persona in over HTTP, as the portal does (authorization code with PKCE), for scripts and benchmarks
// that talk to a running server rather than to an app in the same process.
import { createHash, randomBytes } from 'node:crypto';
import { signInScopes } from '@portal/contracts';

export const demoPassword = 'Portal#2026';
const clientId = 'portal-spa';

/** Cookies by name, for one origin (the provider sets them on its paths under /oidc). */
class Cookies {
  readonly #values = new Map<string, string>();

  store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/expires=Thu, 01 Jan 1970/i.test(cookie)) this.#values.delete(name);
      else this.#values.set(name, pair.slice(pair.indexOf('=') + 1));
    }
  }

  header(): string {
    return [...this.#values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Session {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/**
 * Signs `username` in at `baseUrl` (which must be the server's PUBLIC_URL): authorization request, sign-in form,
 * redirects to the callback, code exchange. Throws with the step that failed.
 */
export async function signInOverHttp(baseUrl: string, username: string, password = demoPassword): Promise<Session> {
  const cookies = new Cookies();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookies.header() },
    });
    cookies.store(response);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseUrl}/login/callback`;
  const authorize = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: signInScopes.join(' '),
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  let response = await request(`/oidc/auth?${authorize}`);
  const interaction = response.headers.get('location');
  if (!interaction) throw new Error(`authorization request: ${response.status} ${await response.text()}`);
  await response.body?.cancel();
  response = await request(`${new URL(interaction, baseUrl).pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  let code: string | null = null;
  for (let hop = 0; hop < 6 && !code; hop++) {
    const location = response.headers.get('location');
    await response.body?.cancel();
    if (!location) throw new Error(`sign-in of ${username}: ${response.status} without a redirect`);
    const next = new URL(location, baseUrl);
    if (next.pathname === '/login/callback') code = next.searchParams.get('code');
    else response = await request(`${next.pathname}${next.search}`);
  }
  if (!code) throw new Error(`sign-in of ${username}: no code`);
  const token = await fetch(new URL('/oidc/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: clientId,
    }).toString(),
  });
  if (!token.ok) throw new Error(`code exchange for ${username}: ${token.status} ${await token.text()}`);
  const tokens = (await token.json()) as { access_token: string; id_token: string; refresh_token: string };
  return { accessToken: tokens.access_token, idToken: tokens.id_token, refreshToken: tokens.refresh_token };
}
