import { createHash } from 'node:crypto';
import { passwordManagementScope } from '@portal/contracts';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app.ts';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';
import {
  bearer,
  Browser,
  clientId,
  form,
  pkcePair,
  postLogoutRedirectUri,
  redirectUri,
  refresh,
} from '../../../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../../../helpers/users.ts';

let testApp: TestApp;
let user: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  testApp.app.get('/priv/api/test/me', { config: { beforePortalAccess: true } }, async (request) => request.identity);
  user = await createTestUser(testApp.database.db, { givenName: 'Nora', familyName: 'Lind', locale: 'fr' });
});

afterAll(async () => {
  await testApp.close();
});

const me = (token: string) => testApp.app.inject({ method: 'GET', url: '/priv/api/test/me', headers: bearer(token) });

describe('discovery', () => {
  it('describes the embedded provider under /oidc', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      issuer: 'http://localhost:8080/oidc',
      authorization_endpoint: expect.stringMatching(/\/oidc\/auth$/),
      token_endpoint: expect.stringMatching(/\/oidc\/token$/),
      jwks_uri: expect.stringMatching(/\/oidc\/jwks$/),
      revocation_endpoint: expect.stringMatching(/\/oidc\/token\/revocation$/),
      end_session_endpoint: expect.stringMatching(/\/oidc\/session\/end$/),
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      scopes_supported: ['openid', 'profile', 'email'],
    });
  });

  it('answers unknown paths under /oidc with 404 JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/oidc/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Route GET /oidc/nope not found' });
  });
});

describe('authorization request', () => {
  it('is refused without PKCE', async () => {
    const browser = new Browser(testApp.app);
    const response = await browser.request('GET', browserAuthorize({}));
    const location = new URL(response.headers.location ?? '', 'http://localhost:8080');
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('is refused with the plain PKCE method', async () => {
    const browser = new Browser(testApp.app);
    const response = await browser.request(
      'GET',
      browserAuthorize({ code_challenge: pkcePair().verifier, code_challenge_method: 'plain' }),
    );
    const location = new URL(response.headers.location ?? '', 'http://localhost:8080');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('shows the sign-in page in the language of ui_locales', async () => {
    const browser = new Browser(testApp.app);
    const interaction = await browser.startSignIn({
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      ui_locales: 'pt-BR de-CH en',
    });
    const page = await browser.request('GET', interaction);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<h1>Anmelden</h1>');
    expect(page.body).toContain('autocomplete="username"');
    expect(page.body).toContain('autocomplete="current-password"');
    expect(page.body).toContain('role="alert"');
    expect(page.body).toContain('href="/forgot-password?lang=de"');
    expect(page.body).toContain(`href="${interaction}/abort"`);
    expect(page.body).toContain('aria-current="true" lang="de">Deutsch');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.body).not.toMatch(/https?:\/\//);
  });

  it('fills in the username the portal passes as login_hint', async () => {
    const browser = new Browser(testApp.app);
    const interaction = await browser.startSignIn({
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      login_hint: user.username,
    });
    expect((await browser.request('GET', interaction)).body).toContain(`value="${user.username}"`);
  });

  it('lets the visitor switch the language of the sign-in page', async () => {
    const browser = new Browser(testApp.app);
    const interaction = await browser.startSignIn({
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const english = await browser.request('GET', interaction);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`href="${interaction}?lang=it"`);
    const italian = await browser.request('GET', `${interaction}?lang=it`);
    expect(italian.body).toContain('<html lang="it">');
    expect(italian.body).toContain('<h1>Accedi</h1>');
  });

  it('answers a sign-in page without its interaction cookie with a localized "expired" page', async () => {
    const browser = new Browser(testApp.app);
    const interaction = await browser.startSignIn({
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const stranger = await testApp.app.inject({ method: 'GET', url: `${interaction}?lang=fr` });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('Cette page de connexion a expiré');
  });

  it('keeps two sign-ins of one browser (two tabs) apart', async () => {
    const browser = new Browser(testApp.app);
    const pkce = { code_challenge: pkcePair().challenge, code_challenge_method: 'S256' };
    const first = await browser.startSignIn(pkce);
    const second = await browser.startSignIn(pkce);
    expect((await browser.request('GET', second)).statusCode).toBe(200);
    const callback = await browser.followToCallback(
      await browser.submitCredentials(first, user.username, user.password),
    );
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('sends the user back to the portal with access_denied when they cancel', async () => {
    const browser = new Browser(testApp.app);
    const interaction = await browser.startSignIn({
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const callback = await browser.followToCallback(await browser.request('GET', `${interaction}/abort`));
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-1');
  });
});

function browserAuthorize(params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'state-1',
    ...params,
  });
  return `/oidc/auth?${query}`;
}

describe('code flow', () => {
  it('issues a JWT access token for the API, an ID token with the user claims, and a refresh token', async () => {
    const tokens = await new Browser(testApp.app).signIn(user.username, user.password);

    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ typ: 'at+jwt', alg: 'RS256' });
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: 'http://localhost:8080/oidc',
      aud: 'portal-api',
      sub: user.id,
      client_id: clientId,
      preferred_username: user.username,
      gid: expect.any(String),
    });
    expect(String(access.scope).split(' ')).toContain(passwordManagementScope);
    expect(tokens.expires_in).toBe(600);

    expect(decodeJwt(tokens.id_token)).toMatchObject({
      aud: clientId,
      sub: user.id,
      preferred_username: user.username,
      name: 'Nora Lind',
      given_name: 'Nora',
      family_name: 'Lind',
      locale: 'fr',
      email: user.username,
      email_verified: true,
      nonce: 'nonce-1',
    });
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const identity = await me(tokens.access_token);
    expect(identity.statusCode).toBe(200);
    expect(identity.json()).toEqual({
      subject: user.id,
      userId: user.id,
      username: user.username,
      email: user.username,
      scopes: [passwordManagementScope],
      signInId: expect.any(String),
    });
  });

  it('names every granted scope in the token answer, OpenID ones included (RFC 6749 5.1)', async () => {
    const granted = (scope: string) => scope.split(' ').sort();
    const browser = new Browser(testApp.app);
    const openIdOnly = await browser.signIn(user.username, user.password, { scope: 'openid profile email' });
    expect(granted(openIdOnly.scope)).toEqual(['email', 'openid', 'profile']);

    const withApi = await new Browser(testApp.app).signIn(user.username, user.password, {
      scope: `openid email ${passwordManagementScope}`,
    });
    expect(granted(withApi.scope)).toEqual(['email', 'openid', passwordManagementScope].sort());

    const refreshed = (await refresh(testApp.app, withApi.refresh_token)).json<{ scope: string }>();
    expect(granted(refreshed.scope)).toEqual(['email', 'openid', passwordManagementScope].sort());
  });

  it('refuses a code exchange with the wrong verifier', async () => {
    const browser = new Browser(testApp.app);
    const { challenge } = pkcePair();
    const interaction = await browser.startSignIn({ code_challenge: challenge, code_challenge_method: 'S256' });
    const callback = await browser.followToCallback(
      await browser.submitCredentials(interaction, user.username, user.password),
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
        code_verifier: pkcePair().verifier,
        client_id: clientId,
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs in again without a form while the browser session lasts', async () => {
    const browser = new Browser(testApp.app);
    await browser.signIn(user.username, user.password);
    const { challenge } = pkcePair();
    const again = await browser.request(
      'GET',
      browserAuthorize({ code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const callback = await browser.followToCallback(again);
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('grants scopes asked for later without a consent screen', async () => {
    const browser = new Browser(testApp.app);
    const first = await browser.signIn(user.username, user.password, { scope: 'openid profile email' });
    expect(decodeJwt(first.access_token).scope).toBeUndefined();

    const { challenge } = pkcePair();
    const more = await browser.request(
      'GET',
      browserAuthorize({
        code_challenge: challenge,
        code_challenge_method: 'S256',
        scope: `openid ${passwordManagementScope}`,
      }),
    );
    expect(more.headers.location).toMatch(/^\/oidc\/interaction\//);
    const callback = await browser.followToCallback(await browser.request('GET', more.headers.location ?? ''));
    expect(callback.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('rotates the refresh token on every use', async () => {
    const tokens = await new Browser(testApp.app).signIn(user.username, user.password);
    const first = await refresh(testApp.app, tokens.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<{ refresh_token: string; access_token: string }>();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(rotated.access_token).gid).toBe(decodeJwt(tokens.access_token).gid);

    const second = await refresh(testApp.app, rotated.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole grant when a rotated refresh token is used again', async () => {
    const tokens = await new Browser(testApp.app).signIn(user.username, user.password);
    const rotated = (await refresh(testApp.app, tokens.refresh_token)).json<{
      refresh_token: string;
      access_token: string;
    }>();
    expect((await me(rotated.access_token)).statusCode).toBe(200);

    const reuse = await refresh(testApp.app, tokens.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ error: 'invalid_grant' });

    expect((await refresh(testApp.app, rotated.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
  });

  it('revokes the grant when the portal revokes its refresh token', async () => {
    const tokens = await new Browser(testApp.app).signIn(user.username, user.password);
    const revocation = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      ...form({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: clientId }),
    });
    expect(revocation.statusCode).toBe(200);
    expect((await refresh(testApp.app, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await me(tokens.access_token)).statusCode).toBe(401);
  });
});

describe('sign-out (end_session)', () => {
  function endSessionUrl(idToken: string | undefined): string {
    const query = new URLSearchParams({
      post_logout_redirect_uri: postLogoutRedirectUri,
      state: 'bye',
      ui_locales: 'es',
    });
    if (idToken) query.set('id_token_hint', idToken);
    return `/oidc/session/end?${query}`;
  }

  function logoutForm(body: string): { action: string; xsrf: string } {
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(body)?.[1];
    if (!action || !xsrf) throw new Error(`no sign-out form in ${body}`);
    return { action: new URL(action, 'http://localhost').pathname, xsrf };
  }

  it('signs out at once with a valid id_token_hint, and ends the tokens of the session', async () => {
    const browser = new Browser(testApp.app);
    const tokens = await browser.signIn(user.username, user.password);

    const page = await browser.request('GET', endSessionUrl(tokens.id_token));
    expect(page.statusCode).toBe(200);
    const nonce = /script-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain(`<script src="/idp/assets/sign-out.js" nonce="${nonce}" defer></script>`);
    expect(page.body).toContain('data-auto-submit');
    expect(page.body).not.toMatch(/<script>/);

    const { action, xsrf } = logoutForm(page.body);
    const confirmed = await browser.request('POST', action, { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${postLogoutRedirectUri}?state=bye`);

    expect((await refresh(testApp.app, tokens.refresh_token)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await me(tokens.access_token)).statusCode).toBe(401);

    // The browser session is gone too: the next authorization asks for credentials again.
    const { challenge } = pkcePair();
    const next = await browser.request(
      'GET',
      browserAuthorize({ code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(next.headers.location).toMatch(/^\/oidc\/interaction\//);
  });

  it('asks for confirmation, without any script, when the request does not prove who sent it', async () => {
    const browser = new Browser(testApp.app);
    await browser.signIn(user.username, user.password);
    const page = await browser.request('GET', endSessionUrl(undefined));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('¿Desea cerrar la sesión del Portal de clientes?');
    expect(page.body).toContain('name="logout" value="yes"');
  });

  it('still signs out a browser whose session is gone, within the CSP', async () => {
    const page = await new Browser(testApp.app).request('GET', endSessionUrl(undefined));
    expect(page.statusCode).toBe(200);
    // oidc-provider's auto-submitting form: its one inline script is allowed by hash, nothing else is.
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('shows the portal-styled signed-out page without a redirect URI', async () => {
    const browser = new Browser(testApp.app);
    const tokens = await browser.signIn(user.username, user.password);
    const page = await browser.request('GET', `/oidc/session/end?id_token_hint=${tokens.id_token}`);
    const { action, xsrf } = logoutForm(page.body);
    const confirmed = await browser.request('POST', action, { xsrf, logout: 'yes' });
    const success = await browser.request(
      'GET',
      new URL(confirmed.headers.location ?? '', 'http://localhost').pathname,
    );
    expect(success.statusCode).toBe(200);
    expect(success.body).toContain('You are signed out');
    expect(success.body).toContain('href="/login"');
    expect(success.body).not.toMatch(/<style|<script|fonts\.googleapis/);
  });
});

describe('provider errors', () => {
  it('renders them in the portal style, escaped and without inline styles', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=<script>alert(1)</script>&response_type=code&ui_locales=it',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="it">');
    expect(response.body).toContain('Si è verificato un errore');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toMatch(/<style/);
  });
});

describe('across restarts', () => {
  it('keeps signing keys and grants in the database, so tokens stay valid', async () => {
    const tokens = await new Browser(testApp.app).signIn(user.username, user.password);
    const restarted = buildApp({ config: testApp.config, database: testApp.database });
    restarted.get('/priv/api/test/me', { config: { beforePortalAccess: true } }, async (request) => request.identity);
    try {
      const response = await restarted.inject({
        method: 'GET',
        url: '/priv/api/test/me',
        headers: bearer(tokens.access_token),
      });
      expect(response.statusCode).toBe(200);
      expect((await refresh(restarted, tokens.refresh_token)).statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});
