/**
 * A self-check of a Glewlwyd set up by glewlwyd.ts, over plain HTTP from Node: discovery, then the code
 * flow with PKCE that the portal's SPA runs (the user signs in through Glewlwyd's auth API instead of its
 * login page), then what the portal depends on around it: nonce, resource/aud, refresh, userinfo,
 * revocation by a public client, end_session, CORS. It reports what Glewlwyd answers; it asserts nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

/** Just enough of a browser's cookie handling for one origin: name=value pairs, sent back on every call. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const separator = pair.indexOf('=');
      if (separator > 0) this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return response;
  }
}

export interface CheckOptions {
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The RFC 8707 resource the portal asks for (OIDC_RESOURCE), expected back as the access token's aud. */
  resource: string;
  username: string;
  password: string;
  /** The portal's origin, for the CORS checks. */
  origin: string;
}

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

export interface TokenSet {
  status: number;
  body: Record<string, unknown>;
  accessToken?: DecodedJwt;
  idToken?: DecodedJwt;
}

export interface CheckReport {
  discovery: Record<string, unknown>;
  /** The code flow with PKCE S256, nonce and `resource` on both the authorize and the token request. */
  withResource: TokenSet;
  /** The same without `resource`. */
  withoutResource: TokenSet;
  /** `resource` on the authorize request only, then on the token request only. */
  resourceOnAuthorizeOnly: TokenSet;
  resourceOnTokenOnly: TokenSet;
  /** refresh_token grants by the public client (client_id, no secret), with and without `resource`. */
  refreshWithResource: TokenSet;
  refreshWithoutResource: TokenSet;
  userinfo: { status: number; body: unknown };
  /** Authorize requests that should be refused: where Glewlwyd sent them. */
  withoutNonce: string;
  withoutPkce: string;
  unknownResource: string;
  /** The authorize request as a browser first sends it (no g_continue), with a valid session. */
  withoutContinue: string;
  /** Revocation of the refresh token with client_id only (no secret), and the refresh grant after it. */
  revocation: { status: number; body: string; refreshAfter: number };
  /** The end_session redirects, then what the login page's Logout button does, and the refresh grant after. */
  endSession: Record<string, string>;
  cors: Record<string, string | null>;
}

export async function checkGlewlwyd(issuer: string, options: CheckOptions): Promise<CheckReport> {
  const discoveryResponse = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!discoveryResponse.ok) throw new Error(`Discovery answered ${discoveryResponse.status}`);
  const discovery = (await discoveryResponse.json()) as Record<string, unknown>;
  const endpoint = (name: string) => {
    const value = discovery[name];
    if (typeof value !== 'string') throw new Error(`Discovery has no ${name}`);
    return value;
  };
  const root = new URL(issuer).origin;

  // The user's Glewlwyd session: what Glewlwyd's login page does with its password form.
  const jar = new CookieJar();
  const signIn = await jar.fetch(`${root}/api/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: options.username, password: options.password }),
  });
  if (!signIn.ok) throw new Error(`Signing ${options.username} in failed: ${signIn.status}`);

  // Glewlwyd sends every authorize request to its login page first (even with a valid session and the
  // scopes granted), unless it carries `g_continue`: the login page's Continue button sends the original
  // request again with it. So the check adds it, as the button would.
  const authorize = async (parameters: Record<string, string | undefined>, pressContinue = true) => {
    const url = new URL(endpoint('authorization_endpoint'));
    for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
    const response = await jar.fetch(pressContinue ? `${url.href}&g_continue` : url.href);
    return response.headers.get('location') ?? `(no redirect: ${response.status} ${await response.text()})`;
  };
  const tokenRequest = async (parameters: Record<string, string | undefined>): Promise<TokenSet> => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(parameters)) if (value !== undefined) body.set(name, value);
    const response = await fetch(endpoint('token_endpoint'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: options.origin },
      body,
    });
    const text = await response.text();
    const json = (parseJson(text) ?? { text }) as Record<string, unknown>;
    return {
      status: response.status,
      body: json,
      accessToken: typeof json.access_token === 'string' ? decodeJwt(json.access_token) : undefined,
      idToken: typeof json.id_token === 'string' ? decodeJwt(json.id_token) : undefined,
    };
  };
  const base = {
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    scope: 'openid profile email',
  };
  const codeFlow = async (authorizeResource?: string, tokenResource?: string): Promise<TokenSet> => {
    const verifier = randomBytes(32).toString('base64url');
    const location = await authorize({
      ...base,
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      resource: authorizeResource,
    });
    const code = URL.canParse(location) ? new URL(location).searchParams.get('code') : null;
    if (!code) return { status: 0, body: { error: `no code, redirected to ${location}` } };
    return tokenRequest({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: verifier,
      resource: tokenResource,
    });
  };

  const withResource = await codeFlow(options.resource, options.resource);
  const withoutResource = await codeFlow();
  const resourceOnAuthorizeOnly = await codeFlow(options.resource, undefined);
  const resourceOnTokenOnly = await codeFlow(undefined, options.resource);

  const userinfoResponse = await fetch(endpoint('userinfo_endpoint'), {
    headers: { authorization: `Bearer ${String(withResource.body.access_token ?? '')}` },
  });
  const userinfo = {
    status: userinfoResponse.status,
    body: await userinfoResponse.text().then((text) => parseJson(text) ?? text),
  };

  const refreshToken = String(withResource.body.refresh_token ?? '');
  const refresh = (resource?: string) =>
    tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: options.clientId, resource });
  const refreshWithResource = await refresh(options.resource);
  const refreshWithoutResource = await refresh();

  const challenge = createHash('sha256').update('x'.repeat(43)).digest('base64url');
  const pkce = { code_challenge: challenge, code_challenge_method: 'S256' };
  const withoutNonce = await authorize({ ...base, state: 'no-nonce', ...pkce });
  const withoutPkce = await authorize({ ...base, state: 'no-pkce', nonce: 'n' });
  const unknownResource = await authorize({
    ...base,
    state: 'unknown-resource',
    nonce: 'n',
    ...pkce,
    resource: 'https://elsewhere.example/',
  });
  const withoutContinue = await authorize({ ...base, state: 'first-visit', nonce: 'n', ...pkce }, false);

  // RFC 7009 revocation as a public client does it (oidc-client-ts's revokeTokens): client_id, no secret.
  const revokeResponse = await fetch(endpoint('revocation_endpoint'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: options.origin },
    body: new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: options.clientId }),
  });
  const revocation = {
    status: revokeResponse.status,
    body: await revokeResponse.text(),
    refreshAfter: (await refresh()).status,
  };

  // RP-initiated logout. Glewlwyd answers with a redirect to its login page, which asks the user to
  // confirm; its Logout button then calls the two plugin endpoints below and DELETE /api/auth/, and goes
  // to callback_url (post_logout_redirect_uri with the state).
  const endSession: Record<string, string> = {};
  const idTokenHint = typeof withoutResource.body.id_token === 'string' ? withoutResource.body.id_token : '';
  const endSessionRedirect = async (parameters: Record<string, string>) => {
    const response = await jar.fetch(`${endpoint('end_session_endpoint')}?${new URLSearchParams(parameters)}`);
    return { status: response.status, location: response.headers.get('location') ?? '' };
  };
  const partialRequests: Record<string, Record<string, string>> = {
    'no id_token_hint (post_logout_redirect_uri + client_id + state)': {
      post_logout_redirect_uri: options.postLogoutRedirectUri,
      client_id: options.clientId,
      state: 'logout-state',
    },
    'id_token_hint only': { id_token_hint: idTokenHint },
  };
  for (const [label, parameters] of Object.entries(partialRequests)) {
    const { status, location } = await endSessionRedirect(parameters);
    endSession[label] = `${status} ${location || '(no redirect)'}`;
  }
  const full = await endSessionRedirect({
    id_token_hint: idTokenHint,
    post_logout_redirect_uri: options.postLogoutRedirectUri,
    state: 'logout-state',
  });
  endSession['id_token_hint + post_logout_redirect_uri + state'] = `${full.status} ${full.location}`;
  if (URL.canParse(full.location)) {
    const page = new URL(full.location).searchParams;
    const sid = page.get('sid') ?? '';
    const postRedirectTo = page.get('post_redirect_to');
    const list = await jar.fetch(
      `${issuer}/session/${sid}/${options.clientId}${postRedirectTo ? `?post_redirect_to=${encodeURIComponent(postRedirectTo)}` : ''}`,
    );
    endSession['login page: GET session/:sid/:client_id'] = `${list.status} ${await list.text()}`;
    const deleted = await jar.fetch(`${issuer}/session/${sid}`, { method: 'DELETE' });
    endSession['login page: DELETE session/:sid'] = String(deleted.status);
    const signOut = await jar.fetch(`${root}/api/auth/`, { method: 'DELETE' });
    endSession['login page: DELETE /api/auth/'] = String(signOut.status);
    endSession['login page then goes to callback_url'] = page.get('callback_url') ?? '(none)';
  }
  const afterLogout = await codeFlow(undefined, undefined);
  endSession['refresh grant after logout (token from before)'] = String(
    (
      await tokenRequest({
        grant_type: 'refresh_token',
        refresh_token: String(withoutResource.body.refresh_token ?? ''),
        client_id: options.clientId,
      })
    ).status,
  );
  endSession['authorize after logout'] = String(afterLogout.body.error ?? afterLogout.status);

  const cors: Record<string, string | null> = {};
  const preflight = await fetch(endpoint('token_endpoint'), {
    method: 'OPTIONS',
    headers: {
      origin: options.origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  cors['token preflight status'] = String(preflight.status);
  for (const name of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers']) {
    cors[`token preflight ${name}`] = preflight.headers.get(name);
  }
  const discoveryCors = await fetch(`${issuer}/.well-known/openid-configuration`, {
    headers: { origin: options.origin },
  });
  cors['discovery access-control-allow-origin'] = discoveryCors.headers.get('access-control-allow-origin');
  const tokenCors = await fetch(endpoint('token_endpoint'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: options.origin },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: options.clientId }),
  });
  cors['token response access-control-allow-origin'] = tokenCors.headers.get('access-control-allow-origin');

  return {
    discovery,
    withResource,
    withoutResource,
    resourceOnAuthorizeOnly,
    resourceOnTokenOnly,
    refreshWithResource,
    refreshWithoutResource,
    userinfo,
    withoutNonce,
    withoutPkce,
    unknownResource,
    withoutContinue,
    revocation,
    endSession,
    cors,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Header and payload of a JWT, unverified: for looking at, never for trusting. */
export function decodeJwt(token: string): DecodedJwt {
  const [header = '', payload = ''] = token.split('.');
  const part = (segment: string) =>
    JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: part(header), payload: part(payload) };
}

export function formatCheckReport(report: CheckReport): string {
  const pick = (object: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
  const full = (set: TokenSet) => ({
    status: set.status,
    responseFields: Object.keys(set.body),
    ...pick(set.body, ['token_type', 'expires_in', 'scope']),
    ...(set.accessToken ? {} : { body: set.body }),
    accessToken: set.accessToken,
    idToken: set.idToken,
    refreshToken: typeof set.body.refresh_token === 'string' ? '(present)' : '(none)',
  });
  const aud = (set: TokenSet) =>
    set.accessToken ? { status: set.status, aud: set.accessToken.payload.aud } : { status: set.status, body: set.body };
  return JSON.stringify(
    {
      discovery: pick(report.discovery, [
        'issuer',
        'authorization_endpoint',
        'token_endpoint',
        'userinfo_endpoint',
        'end_session_endpoint',
        'revocation_endpoint',
        'jwks_uri',
        'check_session_iframe',
        'code_challenge_methods_supported',
        'scopes_supported',
        'response_types_supported',
        'grant_types_supported',
        'token_endpoint_auth_methods_supported',
        'id_token_signing_alg_values_supported',
        'claims_supported',
        'frontchannel_logout_supported',
        'authorization_response_iss_parameter_supported',
      ]),
      withResource: full(report.withResource),
      withoutResource: aud(report.withoutResource),
      resourceOnAuthorizeOnly: aud(report.resourceOnAuthorizeOnly),
      resourceOnTokenOnly: aud(report.resourceOnTokenOnly),
      refreshWithResource: {
        ...aud(report.refreshWithResource),
        newIdToken: typeof report.refreshWithResource.body.id_token === 'string',
        newRefreshToken: typeof report.refreshWithResource.body.refresh_token === 'string',
      },
      refreshWithoutResource: aud(report.refreshWithoutResource),
      userinfo: report.userinfo,
      withoutNonce: report.withoutNonce,
      withoutPkce: report.withoutPkce,
      unknownResource: report.unknownResource,
      withoutContinue: report.withoutContinue,
      revocation: report.revocation,
      endSession: report.endSession,
      cors: report.cors,
    },
    null,
    2,
  );
}
