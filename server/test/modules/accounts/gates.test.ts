import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

let testApp: TestApp;
/** Users of this file: a customer's user who may read orders and the help centre, and one without any portal privileges. */
let tokens: Record<'buyer' | 'pending', string>;
let pendingUser: TestUser;
let customerId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  const signIn = async (user: TestUser) =>
    (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
  customerId = await createTestCustomer(db);
  const buyer = await createTestUser(db);
  await grantPrivileges(db, buyer.id, [{ customerId, enabled: ['ORDER_INQUIRY_NEW', 'FAQ'] }]);
  pendingUser = await createTestUser(db);
  tokens = { buyer: await signIn(buyer), pending: await signIn(pendingUser) };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [customerId]);
  await testApp.close();
});

function get(token: string, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
}

/** `/priv` calls that need portal privileges: content of every kind, the sold-tos, legacy links. */
const privilegedCalls = [
  '/priv/api/v1/cms/contents-homepage/en',
  '/priv/api/v1/cms/contents-help/en',
  '/priv/api/v1/cms/contents-faq/en',
  '/priv/api/v1/cms/contents-technical-doc/en',
  // The cookie policy that links to them is a page of the shell, behind the portal's gate.
  '/priv/api/v1/cms/contents-doc/en',
  '/priv/api/v1/cms/userguide/getting-started?lang=en',
  '/priv/api/v1/cms/content/homepage?lang=en',
  '/priv/api/v1/cms/brandpage/en/40',
  '/priv/api/v1/cms/brand-landing-page/en/40',
  '/priv/api/v1/cms/brand-contents/en/40',
  '/priv/api/v1/cms/en/about',
  '/priv/api/v1/user/customers',
];

describe('portal access gate of /priv', () => {
  it.each(privilegedCalls)('GET %s: 403 for a user without portal privileges, 200 for a buyer', async (url) => {
    const refused = await get(tokens.pending, url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', message: expect.any(String) });
    expect((await get(tokens.buyer, url)).statusCode).toBe(200);
  });

  it('refuses before looking at the input, so bad input does not answer differently', async () => {
    expect((await get(tokens.pending, '/priv/api/v1/cms/contents-help/xx')).statusCode).toBe(403);
    expect((await get(tokens.buyer, '/priv/api/v1/cms/contents-help/xx')).statusCode).toBe(404);
  });

  it('keeps what the portal calls before it knows about access, so the waiting page works', async () => {
    // The permissions record answers 403 itself: that is how the portal knows to show /waiting.
    const permissions = await get(tokens.pending, '/priv/api/admin/tools/permissions');
    expect(permissions.statusCode).toBe(403);
    expect(permissions.json()).toMatchObject({ message: 'You have no portal privileges yet.' });
    expect((await get(tokens.pending, '/priv/api/v1/labels/en-US')).statusCode).toBe(200);
    const preference = await testApp.app.inject({
      method: 'PUT',
      url: '/priv/api/admin/tools/user/preference',
      headers: bearer(tokens.pending),
      payload: { username: pendingUser.username, language: 'en' },
    });
    expect(preference.statusCode).toBe(204);
  });
});
