import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onBehalfSessionHeader } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityLinks, outbox, passwordResetTokens, users } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers, startOnBehalf } from '../../helpers/accounts.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

type SigningKey = Parameters<SignJWT['sign']>[0];

/** A stand-in for the group's provider: discovery, keys and a userinfo endpoint answering per subject. */
async function startIssuer(): Promise<{ issuer: string; server: Server; userInfo: Map<string, JWTPayload> }> {
  const { publicKey } = keys;
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'group-1', alg: 'ES256', use: 'sig' };
  const userInfo = new Map<string, JWTPayload>();
  let issuer = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname;
    response.setHeader('content-type', 'application/json');
    if (path === '/sso/.well-known/openid-configuration') {
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys`, userinfo_endpoint: `${issuer}/userinfo` }));
    } else if (path === '/sso/keys') {
      response.end(JSON.stringify({ keys: [publicJwk] }));
    } else if (path === '/sso/userinfo') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const claims = token ? userInfo.get(decodeJwt(token).sub ?? '') : undefined;
      response.statusCode = claims ? 200 : 401;
      response.end(JSON.stringify(claims ?? {}));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sso`;
  return { issuer, server, userInfo };
}

const keys = await generateKeyPair('ES256', { extractable: true });

describe('sign-in through an external issuer', () => {
  let issuer: string;
  let server: Server;
  let userInfo: Map<string, JWTPayload>;
  let testApp: TestApp;
  const customers: string[] = [];

  beforeAll(async () => {
    ({ issuer, server, userInfo } = await startIssuer());
    testApp = await buildTestApp({
      OIDC_ISSUER: issuer,
      OIDC_AUDIENCE: 'portal-api',
      OIDC_RESOURCE: 'portal-api',
      OIDC_ACCOUNT_URL: 'https://sso.example.com/account',
    });
  });

  afterAll(async () => {
    await removeTestCustomers(testApp.database.db, customers);
    await testApp.close();
    server.close();
  });

  const sign = (subject: string, claims: JWTPayload = {}, key: SigningKey = keys.privateKey) =>
    new SignJWT({ scope: 'openid profile email', ...claims })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'group-1' })
      .setIssuer(issuer)
      .setAudience('portal-api')
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);

  const userInfoOf = (token: string) =>
    testApp.app.inject({ method: 'GET', url: '/idp/myaccount/userinfo', headers: bearer(token) });

  const linksOf = (userId: string) =>
    testApp.database.db.select().from(identityLinks).where(eq(identityLinks.userId, userId));

  it('links the first sign-in by the e-mail claim, and later ones by issuer and subject', async () => {
    const user = await createTestUser(testApp.database.db);
    const first = await userInfoOf(await sign('sub-anna', { email: user.username.toUpperCase() }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ sub: user.id, email: user.username });
    expect(await linksOf(user.id)).toEqual([expect.objectContaining({ issuer, subject: 'sub-anna' })]);

    // The address changed at the provider: the link, not the claim, names the account.
    const later = await userInfoOf(await sign('sub-anna', { email: 'anna.new@example.test' }));
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ sub: user.id });
  });

  it('asks the issuer’s userinfo when the access token leaves the claim out', async () => {
    const user = await createTestUser(testApp.database.db);
    userInfo.set('sub-bruno', { sub: 'sub-bruno', email: user.username, email_verified: true });
    const response = await userInfoOf(await sign('sub-bruno'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sub: user.id });
  });

  it('gives another subject claiming a linked user’s address nothing', async () => {
    const user = await createTestUser(testApp.database.db);
    expect((await userInfoOf(await sign('sub-carla', { email: user.username }))).statusCode).toBe(200);
    const impostor = await userInfoOf(await sign('sub-carla-again', { email: user.username }));
    expect(impostor.statusCode).toBe(403);
    expect(impostor.json()).toEqual({ error: 'Forbidden', message: 'This sign-in has no portal account.' });
    expect(await linksOf(user.id)).toHaveLength(1);
  });

  it('links nobody for an address the issuer marks unverified', async () => {
    const user = await createTestUser(testApp.database.db);
    const response = await userInfoOf(await sign('sub-dora', { email: user.username, email_verified: false }));
    expect(response.statusCode).toBe(403);
    expect(await linksOf(user.id)).toEqual([]);
  });

  it('refuses a valid token of a user the portal does not know with 403 on every portal call', async () => {
    const token = await sign('sub-stranger', { email: 'stranger@example.test' });
    expect((await userInfoOf(token)).statusCode).toBe(403);
    const soldTos = await testApp.app.inject({
      method: 'GET',
      url: '/priv/api/v1/user/customers',
      headers: bearer(token),
    });
    expect(soldTos.statusCode).toBe(403);
    expect(soldTos.json()).toMatchObject({ message: 'This sign-in has no portal account.' });
    const stored = await testApp.database.db
      .select()
      .from(identityLinks)
      .where(and(eq(identityLinks.issuer, issuer), eq(identityLinks.subject, 'sub-stranger')));
    expect(stored).toEqual([]);
  });

  it('refuses tokens for another audience and expired ones', async () => {
    const user = await createTestUser(testApp.database.db);
    const foreign = await new SignJWT({ email: user.username })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'group-1' })
      .setIssuer(issuer)
      .setAudience('another-api')
      .setSubject('sub-emil')
      .setExpirationTime('5m')
      .sign(keys.privateKey);
    expect((await userInfoOf(foreign)).statusCode).toBe(401);
    const expired = await new SignJWT({ email: user.username })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'group-1' })
      .setIssuer(issuer)
      .setAudience('portal-api')
      .setSubject('sub-emil')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(keys.privateKey);
    expect((await userInfoOf(expired)).statusCode).toBe(401);
  });

  it('binds an on-behalf session to the issuer’s sign-in (sid), not to one token', async () => {
    const staff = await createTestUser(testApp.database.db, { companyType: 'internal' });
    await grantPrivileges(testApp.database.db, staff.id, [
      { customerId: null, role: 'CUSTOMER_SERVICE', enabled: ['ON_BEHALF', 'B2B_ACCESS', 'ORDER_MANAGEMENT'] },
    ]);
    const customerId = await createTestCustomer(testApp.database.db);
    customers.push(customerId);
    const signIn = { email: staff.username, sid: 'sso-session-1' };
    const sessionId = await startOnBehalf(testApp.app, await sign('sub-staff', signIn), customerId);
    const inSession = (token: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/priv/api/v1/user/customers',
        headers: { ...bearer(token), [onBehalfSessionHeader]: sessionId },
      });
    // A refreshed token of the same sign-in keeps the session.
    expect((await inSession(await sign('sub-staff', signIn))).statusCode).not.toBe(403);
    const otherSignIn = await inSession(await sign('sub-staff', { email: staff.username, sid: 'sso-session-2' }));
    expect(otherSignIn.statusCode).toBe(403);
    expect(otherSignIn.json()).toMatchObject({ message: 'This on-behalf session belongs to another sign-in.' });
  });

  it('invites a colleague to sign in with the company account, not to set a password the portal does not keep', async () => {
    const inviter = await createTestUser(testApp.database.db);
    const customerId = await createTestCustomer(testApp.database.db);
    customers.push(customerId);
    await grantPrivileges(testApp.database.db, inviter.id, [{ customerId, enabled: ['CLONE_USER', 'CONTACTS'] }]);
    const colleague = `colleague-${customerId}@example.test`;
    const invited = await testApp.app.inject({
      method: 'POST',
      url: `/priv/api/v1/account/colleagues?customer=${customerId}`,
      headers: bearer(await sign('sub-inviter', { email: inviter.username })),
      payload: { email: colleague, firstName: 'Nora', lastName: 'Quinn', language: 'en' },
    });
    expect(invited.statusCode).toBe(201);
    const [mail] = await testApp.database.db.select().from(outbox).where(eq(outbox.to, colleague));
    expect(mail?.text).toContain('Sign in with your company account:');
    expect(mail?.text).toContain(`${testApp.config.PUBLIC_URL}/login`);
    expect(mail?.text).not.toContain('/idp/reset-password');
    const [colleagueUser] = await testApp.database.db.select().from(users).where(eq(users.username, colleague));
    expect(
      await testApp.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, colleagueUser?.id ?? '')),
    ).toEqual([]);
  });

  it('tells the portal about the provider, its resource and account page, and /ready that the issuer answers', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
    expect(config.json()).toMatchObject({
      oidc: {
        issuer,
        scopes: 'openid profile email',
        provider: 'external',
        resource: 'portal-api',
        accountUrl: 'https://sso.example.com/account',
      },
    });
    const ready = await testApp.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', identityProvider: 'up' });
  });

  it('keeps the provider’s password and session calls away: no password API, no sign-ins list', async () => {
    const user = await createTestUser(testApp.database.db);
    await grantPrivileges(testApp.database.db, user.id, [
      { customerId: await createTestCustomer(testApp.database.db), enabled: ['LOGIN_SECURITY'] },
    ]);
    const token = await sign('sub-frank', { email: user.username });
    for (const url of ['/idp/myaccount/password', '/api/v1/user/password/change']) {
      expect((await testApp.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(404);
    }
  });
});

describe('an external issuer that cannot be reached', () => {
  it('starts all the same and says so in /ready', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const testApp = await buildTestApp({ OIDC_ISSUER: `http://127.0.0.1:${port}/sso` });
    try {
      await testApp.app.ready();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: 'group-1' })
        .setIssuer(`http://127.0.0.1:${port}/sso`)
        .setAudience('portal-api')
        .setSubject('someone')
        .setExpirationTime('5m')
        .sign(keys.privateKey);
      const call = await testApp.app.inject({ method: 'GET', url: '/idp/myaccount/userinfo', headers: bearer(token) });
      expect(call.statusCode).toBe(503);
      const ready = await testApp.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'up', identityProvider: 'down' });
    } finally {
      await testApp.close();
    }
  });
});
