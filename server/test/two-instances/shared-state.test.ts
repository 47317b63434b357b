import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../helpers/accounts.ts';
import { openTestDatabase, testConfig } from '../helpers/build-test-app.ts';
import { Browser, clientId, form, pkcePair, redirectUri } from '../helpers/oidc-flow.ts';
import { createTestUser } from '../helpers/users.ts';

/**
 * Two app instances on one database, as two servers behind a load balancer: nothing a sign-in or a throttle needs
 * may live in one instance's memory. (The end-to-end test in e2e/two-instances runs two server processes.)
 */
let database: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
const customerIds: string[] = [];

beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase(config);
  instanceA = buildApp({ config, database });
  instanceB = buildApp({ config, database });
  await Promise.all([instanceA.ready(), instanceB.ready()]);
});

afterAll(async () => {
  await removeTestCustomers(database.db, customerIds);
  await instanceA.close();
  await instanceB.close();
  await database.close();
});

/** What `browser.request` does, sent to `app` instead of the browser's own. */
async function requestOn(
  app: FastifyInstance,
  browser: Browser,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, string>,
) {
  const payload = body ? form(body) : undefined;
  const response = await app.inject({
    method,
    url,
    headers: { cookie: browser.jar.header(url), ...payload?.headers },
    payload: payload?.payload,
    remoteAddress: browser.remoteAddress,
  });
  browser.jar.store(response);
  return response;
}

describe('two instances on one database', () => {
  it('completes a sign-in whose steps land on alternate instances, and each accepts the token', async () => {
    const customerId = await createTestCustomer(database.db);
    customerIds.push(customerId);
    const user = await createTestUser(database.db);
    await grantPrivileges(database.db, user.id, [{ customerId, enabled: ['FAQ'] }]);
    const browser = new Browser(instanceA);
    const { verifier, challenge } = pkcePair();
    const interaction = await browser.startSignIn({ code_challenge: challenge, code_challenge_method: 'S256' });
    let response = await requestOn(instanceB, browser, 'POST', `${interaction}/login`, {
      username: user.username,
      password: user.password,
    });
    let code: string | null = null;
    for (let hop = 0; hop < 6 && !code; hop++) {
      expect(response.statusCode).toBe(303);
      const next = new URL(response.headers.location ?? '', 'http://localhost:8080');
      if (next.pathname === '/login/callback') code = next.searchParams.get('code');
      else
        response = await requestOn(hop % 2 ? instanceB : instanceA, browser, 'GET', `${next.pathname}${next.search}`);
    }
    expect(code).toBeTruthy();
    const token = await instanceB.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: redirectUri,
        code_verifier: verifier,
        client_id: clientId,
      }),
    });
    expect(token.statusCode).toBe(200);
    const { access_token: accessToken } = token.json<{ access_token: string }>();
    for (const app of [instanceA, instanceB]) {
      const customers = await app.inject({
        method: 'GET',
        url: '/priv/api/v1/user/customers',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(customers.statusCode).toBe(200);
    }
  });

  it('keeps the sign-in throttle of an account and address across instances', async () => {
    const user = await createTestUser(database.db);
    const browser = new Browser(instanceA);
    const { challenge } = pkcePair();
    const interaction = await browser.startSignIn({ code_challenge: challenge, code_challenge_method: 'S256' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const app = attempt % 2 ? instanceA : instanceB;
      await requestOn(app, browser, 'POST', `${interaction}/login`, {
        username: user.username,
        password: `Wrong-Password-${attempt}`,
      });
    }
    for (const app of [instanceA, instanceB]) {
      const throttled = await requestOn(app, browser, 'POST', `${interaction}/login`, {
        username: user.username,
        password: user.password,
      });
      expect(throttled.statusCode).toBe(429);
    }
  });
});
