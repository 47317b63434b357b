import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPrivileges } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { authorizeUrl, bearer, Browser, clientId, form, pkcePair } from '../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../helpers/users.ts';

let testApp: TestApp;
/** An internal user with only the CMS permission, for the content admin's calls. */
let cmsEditor: string;
/** A customer's user of this file, who signs in through the provider. */
let customerUser: TestUser;
let interaction: { browser: Browser; path: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  const editor = await createTestUser(db, { companyType: 'internal' });
  await grantPrivileges(db, editor.id, [{ customerId: null, enabled: ['CMS'] }]);
  cmsEditor = (await new Browser(testApp.app).signIn(editor.username, editor.password)).access_token;
  customerUser = await createTestUser(db);
  const browser = new Browser(testApp.app);
  const { challenge } = pkcePair();
  interaction = {
    browser,
    path: await browser.startSignIn({ code_challenge: challenge, code_challenge_method: 'S256' }),
  };
});

afterAll(async () => {
  await testApp.close();
});

const nul = '\u0000';
const json = (payload: object) => ({
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

/** Each endpoint that once failed with a 500 on a NUL, with the field the answer must name. */
const cases: Array<[name: string, request: () => InjectOptions, field: string]> = [
  ['authorization request, client id', () => ({ method: 'GET', url: authorizeUrl({ client_id: nul }) }), 'client_id'],
  [
    'authorization request, login hint',
    () => ({ method: 'GET', url: authorizeUrl({ login_hint: nul }) }),
    'login_hint',
  ],
  [
    'authorization request as a form post',
    () => ({ method: 'POST', url: '/oidc/auth', ...form({ client_id: clientId, login_hint: `a${nul}` }) }),
    'body',
  ],
  [
    'token, client id',
    () => ({
      method: 'POST',
      url: '/oidc/token',
      ...form({ grant_type: 'refresh_token', refresh_token: 'x', client_id: nul }),
    }),
    'body',
  ],
  [
    'token, refresh token',
    () => ({
      method: 'POST',
      url: '/oidc/token',
      ...form({ grant_type: 'refresh_token', refresh_token: `x${nul}`, client_id: clientId }),
    }),
    'body',
  ],
  [
    'token as JSON',
    () => ({ method: 'POST', url: '/oidc/token', ...json({ grant_type: 'refresh_token', client_id: nul }) }),
    'body',
  ],
  [
    'revocation',
    () => ({ method: 'POST', url: '/oidc/token/revocation', ...form({ token: `x${nul}`, client_id: clientId }) }),
    'body',
  ],
  ['end session', () => ({ method: 'GET', url: `/oidc/session/end?client_id=%00` }), 'client_id'],
  ['interaction path', () => ({ method: 'GET', url: '/oidc/interaction/%00' }), 'path'],
  [
    'sign-in form',
    () => {
      const body = form({ username: `buyer${nul}@example.com`, password: 'x' });
      const url = `${interaction.path}/login`;
      // With the interaction's cookie, so the form would be processed but for the NUL.
      return {
        method: 'POST',
        url,
        headers: { ...body.headers, cookie: interaction.browser.jar.header(url) },
        payload: body.payload,
      };
    },
    'username',
  ],
  ['reset password page', () => ({ method: 'GET', url: '/idp/reset-password?token=%00' }), 'token'],
  [
    'reset password form',
    () => ({ method: 'POST', url: '/idp/reset-password', ...form({ token: nul, password: 'x', confirmation: 'x' }) }),
    'token',
  ],
  [
    'forgot password',
    () => ({ method: 'POST', url: '/pub/api/v1/password/forgot', ...json({ username: `a${nul}@example.com` }) }),
    'username',
  ],
  [
    'client errors',
    () => ({
      method: 'POST',
      url: '/pub/api/v1/client-errors',
      ...json({ id: 'error', asset: 'BE', description: `x${nul}`, techInfo: 'x', page: '/orders' }),
    }),
    'description',
  ],
  [
    'CSP reports',
    () => ({
      method: 'POST',
      url: '/pub/api/v1/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://localhost:8080/x',
          'blocked-uri': `inline${nul}`,
          'violated-directive': 'script-src',
        },
      }),
    }),
    'csp-report.blocked-uri',
  ],
  ['public terms', () => ({ method: 'GET', url: '/pub/api/v1/cms/terms_and_conditions?token=%00' }), 'token'],
  ['public labels', () => ({ method: 'GET', url: '/pub/api/v1/labels/en-US?token=%00' }), 'token'],
  [
    'content admin',
    () => ({
      method: 'PUT',
      url: '/api/admin/content/pages/nul-test/en/customer',
      headers: { ...bearer(cmsEditor), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: `x${nul}`, title: 'x', rows: [] }),
    }),
    'name',
  ],
  [
    'content admin list',
    () => ({ method: 'GET', url: '/api/admin/content/pages?key=%00', headers: bearer(cmsEditor) }),
    'key',
  ],
];

describe('NUL characters', () => {
  it.each(cases)('%s: 400 naming the field, no 500', async (_name, request, field) => {
    const response = await testApp.app.inject(request());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: `${field}: must not contain a NUL character`,
      details: [{ field, message: 'must not contain a NUL character' }],
    });
  });

  it('leaves the provider working on bodies it reads itself', async () => {
    const user = await new Browser(testApp.app).signIn(customerUser.username, customerUser.password);
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token',
      ...form({ grant_type: 'refresh_token', refresh_token: user.refresh_token, client_id: clientId }),
    });
    expect(refreshed.statusCode).toBe(200);
  });
});
