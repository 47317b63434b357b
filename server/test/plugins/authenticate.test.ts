import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { passwordManagementScope } from '@portal/contracts';
import { exportJWK, generateKeyPair, importJWK, SignJWT, UnsecuredJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProviderKeys } from '../../src/modules/identity/provider/keys.ts';
import { requireScope } from '../../src/plugins/authenticate.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer } from '../helpers/oidc-flow.ts';
import { createTestUser } from '../helpers/users.ts';

const issuer = 'http://localhost:8080/oidc';

type SigningKey = Parameters<SignJWT['sign']>[0];

function addTestRoutes(testApp: TestApp): void {
  testApp.app.get('/priv/api/test/me', { config: { beforePortalAccess: true } }, async (request) => request.identity);
  testApp.app.get('/api/test/password', { preHandler: requireScope(passwordManagementScope) }, async () => ({
    ok: true,
  }));
}

describe('access tokens of the embedded provider', () => {
  let testApp: TestApp;
  let signingKey: SigningKey;
  let kid: string;
  let grantId: string;
  let subject: string;

  async function sign(
    payload: JWTPayload = {},
    header: Record<string, unknown> = {},
    key: SigningKey = signingKey,
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: issuer,
      aud: 'portal-api',
      sub: subject,
      iat: now,
      exp: now + 300,
      scope: passwordManagementScope,
      gid: grantId,
      preferred_username: 'jwt@example.test',
      ...payload,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid, ...header })
      .sign(key);
  }

  const get = (url: string, token?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    testApp = await buildTestApp();
    addTestRoutes(testApp);
    await testApp.app.ready();
    const keys = await loadProviderKeys(testApp.database.db);
    const jwk = keys.signing[0] as JWK;
    kid = jwk.kid ?? '';
    signingKey = await importJWK(jwk, 'RS256');
    const user = await createTestUser(testApp.database.db);
    subject = user.id;
    const { Grant } = testApp.app.idp.provider;
    grantId = await new Grant({ accountId: user.id, clientId: 'portal-spa' }).save();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('accepts a valid token and describes who it speaks for', async () => {
    const response = await get('/priv/api/test/me', await sign());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subject,
      userId: subject,
      username: 'jwt@example.test',
      email: null,
      scopes: [passwordManagementScope],
      signInId: grantId,
    });
  });

  it('accepts the media-type spelling of typ, in any case', async () => {
    const response = await get('/priv/api/test/me', await sign({}, { typ: 'Application/AT+JWT' }));
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a wrong audience', () => sign({ aud: 'another-api' })],
    ['a wrong issuer', () => sign({ iss: 'https://evil.example.com/oidc' })],
    ['an expired token', () => sign({ exp: Math.floor(Date.now() / 1000) - 60 })],
    ['an ID token (typ JWT)', () => sign({}, { typ: 'JWT' })],
    [
      'a tampered signature',
      async () => {
        const token = await sign();
        const signature = token.slice(token.lastIndexOf('.') + 1);
        const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
        return `${token.slice(0, token.lastIndexOf('.') + 1)}${flipped}`;
      },
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await sign()).split('.');
        const payload = Buffer.from(JSON.stringify({ sub: 'someone-else', iss: issuer, aud: 'portal-api' })).toString(
          'base64url',
        );
        return `${header}.${payload}.${signature}`;
      },
    ],
    [
      'alg none',
      async () =>
        new UnsecuredJWT({ scope: passwordManagementScope, gid: grantId })
          .setIssuer(issuer)
          .setAudience('portal-api')
          .setSubject(subject)
          .setExpirationTime('5m')
          .encode(),
    ],
    [
      'HS256 with some secret',
      () => sign({}, { alg: 'HS256', kid: undefined }, new TextEncoder().encode('a-shared-secret-of-32-bytes-long!')),
    ],
    [
      'a key that is not the provider’s',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return sign({}, {}, privateKey);
      },
    ],
    ['a token without a grant id', () => sign({ gid: undefined })],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 401 and an invalid_token challenge', async (_case, token) => {
    const response = await get('/priv/api/test/me', await token());
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'The access token is invalid or has expired.' });
  });

  it('refuses a valid token once its grant is revoked', async () => {
    const user = await createTestUser(testApp.database.db);
    const { Grant } = testApp.app.idp.provider;
    const revokedGrant = await new Grant({ accountId: user.id, clientId: 'portal-spa' }).save();
    const token = await sign({ gid: revokedGrant, sub: user.id });
    expect((await get('/priv/api/test/me', token)).statusCode).toBe(200);

    await (await Grant.find(revokedGrant))?.destroy();
    const response = await get('/priv/api/test/me', token);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toContain('invalid_token');
  });

  it('asks for a token, without an error code, when there is none', async () => {
    const response = await get('/priv/api/test/me');
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'A bearer access token is required.' });
    expect((await get('/idp/myaccount/password')).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/test/password', headers: { authorization: 'Basic eDp5' } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 403 when the token lacks a scope the route needs', async () => {
    expect((await get('/api/test/password', await sign())).statusCode).toBe(200);
    const response = await get('/api/test/password', await sign({ scope: 'openid profile' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Forbidden',
      message: `The access token lacks the scope ${passwordManagementScope}.`,
    });
  });

  it('answers an unknown protected path with 404 JSON once the token is valid', async () => {
    const response = await get('/priv/api/v1/nothing-here', await sign());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });

  it('leaves /pub/ routes open', async () => {
    expect((await get('/pub/api/v1/config')).statusCode).toBe(200);
  });
});

describe('access tokens of an external issuer', () => {
  let server: Server;
  let externalIssuer: string;
  let testApp: TestApp;
  let privateKey: SigningKey;
  let discoveryRequests = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateKey = pair.privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'external-1', alg: 'ES256', use: 'sig' };
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', externalIssuer).pathname;
      response.setHeader('content-type', 'application/json');
      if (path === '/tenant/.well-known/openid-configuration') {
        discoveryRequests += 1;
        response.end(JSON.stringify({ issuer: externalIssuer, jwks_uri: `${externalIssuer}/keys` }));
      } else if (path === '/tenant/keys') {
        response.end(JSON.stringify({ keys: [publicJwk] }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    externalIssuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tenant`;
    testApp = await buildTestApp({ OIDC_ISSUER: externalIssuer, OIDC_AUDIENCE: 'api://portal' });
    addTestRoutes(testApp);
  });

  afterAll(async () => {
    await testApp.close();
    server.close();
  });

  const sign = (payload: JWTPayload, key: SigningKey = privateKey) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'external-1' })
      .setIssuer(externalIssuer)
      .setAudience('api://portal')
      .setSubject('00u1external')
      .setExpirationTime('5m')
      .sign(key);

  it('verifies tokens against the keys found through discovery', async () => {
    const token = await sign({ scp: [passwordManagementScope, 'openid'], email: 'okta.user@example.com' });
    const response = await testApp.app.inject({ method: 'GET', url: '/priv/api/test/me', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      subject: '00u1external',
      // No portal user has this address: the API's routes answer such a token 403 (external-issuer.test.ts).
      userId: null,
      username: 'okta.user@example.com',
      email: 'okta.user@example.com',
      scopes: [passwordManagementScope, 'openid'],
      signInId: null,
    });

    const again = await testApp.app.inject({ method: 'GET', url: '/api/test/password', headers: bearer(token) });
    expect(again.statusCode).toBe(200);
    expect(discoveryRequests).toBe(1);
  });

  it('refuses tokens signed by another key', async () => {
    const { privateKey: otherKey } = await generateKeyPair('ES256');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/priv/api/test/me',
      headers: bearer(await sign({}, otherKey)),
    });
    expect(response.statusCode).toBe(401);
  });

  it('tells the portal about the external issuer', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
    expect(response.json()).toMatchObject({
      maintenance: false,
      oidc: {
        issuer: externalIssuer,
        clientId: 'portal-spa',
        scopes: 'openid profile email',
        provider: 'external',
        resource: null,
        accountUrl: null,
      },
    });
  });

  it('mounts none of the embedded provider’s pages and APIs', async () => {
    for (const url of ['/oidc/.well-known/openid-configuration', '/idp/reset-password?token=x', '/dev/outbox']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const forgot = await testApp.app.inject({
      method: 'POST',
      url: '/pub/api/v1/password/forgot',
      payload: { username: 'someone@example.com' },
    });
    expect(forgot.statusCode).toBe(404);
  });
});
