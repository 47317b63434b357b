import { createHash, randomBytes } from 'node:crypto';
import { passwordManagementScope, signInScopes } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A browser's cookies: by name and path, sent to the paths under their own, most specific first. */
export class CookieJar {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const cookies = Array.isArray(header) ? header : header ? [header] : [];
    for (const cookie of cookies) {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((attribute) => /^path=/i.test(attribute))?.slice(5) ?? '/';
      const expired = attributes.some((attribute) => /^expires=Thu, 01 Jan 1970/i.test(attribute));
      const key = `${name} ${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const pathname = new URL(url, 'http://localhost').pathname;
    return [...this.#cookies.values()]
      .filter(({ path }) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))
      .sort((a, b) => b.path.length - a.path.length)
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

export const clientId = 'portal-spa';
export const redirectUri = 'http://localhost:8080/login/callback';
export const postLogoutRedirectUri = 'http://localhost:8080/login';

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: signInScopes.join(' '),
    state: 'state-1',
    nonce: 'nonce-1',
  });
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) query.delete(name);
    else query.set(name, value);
  }
  return `/oidc/auth?${query}`;
}

export function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

let browsers = 0;

/**
 * One browser signing in through the embedded provider, driven through `inject`. Each comes from its own
 * (injected, never contacted) loopback address, so per-address rate limits do not add up across tests.
 */
export class Browser {
  readonly jar = new CookieJar();
  readonly app: FastifyInstance;
  readonly remoteAddress = `127.1.${Math.floor(++browsers / 250)}.${(browsers % 250) + 1}`;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  async request(method: 'GET' | 'POST', url: string, body?: Record<string, string>) {
    const payload = body ? form(body) : undefined;
    const response = await this.app.inject({
      method,
      url,
      headers: { cookie: this.jar.header(url), ...payload?.headers },
      payload: payload?.payload,
      remoteAddress: this.remoteAddress,
    });
    this.jar.store(response);
    return response;
  }

  /** Starts an authorization request and returns the sign-in page's interaction path. */
  async startSignIn(params: Record<string, string | undefined> = {}): Promise<string> {
    const response = await this.request('GET', authorizeUrl(params));
    const location = response.headers.location;
    if (response.statusCode !== 303 || !location?.startsWith('/oidc/interaction/')) {
      throw new Error(`authorization did not start an interaction: ${response.statusCode} ${location}`);
    }
    return location;
  }

  /** Posts the sign-in form; returns the provider's answer (a redirect on success). */
  submitCredentials(interaction: string, username: string, password: string) {
    return this.request('POST', `${interaction}/login`, { username, password });
  }

  /** Follows same-origin redirects until one leaves for the portal's callback; returns that URL. */
  async followToCallback(response: LightMyRequestResponse): Promise<URL> {
    let current = response;
    for (let hop = 0; hop < 5; hop++) {
      const location = current.headers.location;
      if (!location) throw new Error(`expected a redirect, got ${current.statusCode}: ${current.body.slice(0, 200)}`);
      const url = new URL(location, 'http://localhost:8080');
      if (url.pathname === '/login/callback') return url;
      current = await this.request('GET', `${url.pathname}${url.search}`);
    }
    throw new Error('too many redirects');
  }

  /** The whole code flow with PKCE: sign in, exchange the code, return the tokens. */
  async signIn(username: string, password: string, params: Record<string, string | undefined> = {}): Promise<Tokens> {
    const { verifier, challenge } = pkcePair();
    const interaction = await this.startSignIn({ code_challenge: challenge, code_challenge_method: 'S256', ...params });
    const callback = await this.followToCallback(await this.submitCredentials(interaction, username, password));
    const code = callback.searchParams.get('code');
    if (!code) throw new Error(`no code in ${callback.href}`);
    const response = await this.app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: clientId,
      }),
    });
    if (response.statusCode !== 200) throw new Error(`token exchange failed: ${response.body}`);
    return response.json<Tokens>();
  }
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    ...form({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId }),
  });
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export { passwordManagementScope };
