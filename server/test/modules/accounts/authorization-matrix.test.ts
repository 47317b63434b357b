import type { InjectOptions } from 'fastify';
import { and, inArray, notInArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { termsAcceptances, userCustomerLogins } from '../../../src/db/schema/index.ts';
import { loadCustomers } from '../../../src/seed/demo-files.ts';
import { issueTermsToken } from '../../../src/modules/terms/tokens-store.ts';
import { createTestUser } from '../../helpers/users.ts';
import {
  createTestCustomer,
  personaIds,
  personaTokens,
  removeTestCustomers,
  usernameOf,
  type PersonaName,
  foreignCustomer,
  matrixCallers,
  ownCustomerOf,
  type MatrixCaller,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

const demoCustomers = loadCustomers();

type Caller = MatrixCaller;
const callers = matrixCallers;
const ownCustomer = ownCustomerOf;
const locale = (caller: Caller) => (caller === 'klaus' ? 'de' : 'en');

let testApp: TestApp;
let tokens: Record<PersonaName, string>;
let ids: Record<PersonaName, string>;
let adminTarget: string;
let linkCustomer: string;
let loginsBefore: Array<typeof userCustomerLogins.$inferSelect>;
let acceptancesBefore: string[];

interface Context {
  caller: Caller;
  /** The caller's user id (buyer@'s for no token). */
  userId: string;
}

type Request = (context: Context) => Omit<InjectOptions, 'headers'> | Promise<Omit<InjectOptions, 'headers'>>;

const publicToken = async () => issueTermsToken(testApp.database.db, linkCustomer);

/**
 * Every accounts endpoint × every caller. Columns:
 *   buyer multi newterms pending limited klaus staff approver salesrep (no token)
 */
const matrix: Array<[name: string, request: Request, expected: number[]]> = [
  [
    'GET permissions',
    () => ({ method: 'GET', url: '/priv/api/admin/tools/permissions' }),
    [200, 200, 200, 403, 200, 200, 200, 200, 200, 401],
  ],
  [
    'GET sold-tos',
    () => ({ method: 'GET', url: '/priv/api/v1/user/customers' }),
    [200, 200, 200, 403, 200, 200, 200, 200, 200, 401],
  ],
  [
    'POST last login, own sold-to',
    ({ caller }) => ({ method: 'POST', url: `/priv/api/v1/user/save/last_login?customer=${ownCustomer[caller]}` }),
    [204, 204, 204, 403, 204, 204, 403, 403, 403, 401],
  ],
  [
    "POST last login, another customer's id",
    () => ({ method: 'POST', url: `/priv/api/v1/user/save/last_login?customer=${foreignCustomer}` }),
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET customer, current',
    ({ caller }) => ({ method: 'GET', url: `/priv/api/v1/customer?currentCustomerId=${ownCustomer[caller]}` }),
    [200, 200, 200, 403, 200, 200, 403, 403, 403, 401],
  ],
  [
    "GET customer, another customer's id",
    () => ({ method: 'GET', url: `/priv/api/v1/customer?currentCustomerId=${foreignCustomer}` }),
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET customer, on behalf without a session',
    () => ({ method: 'GET', url: `/priv/api/v1/customer?onBehalf=true&customerOnBehalfId=${foreignCustomer}` }),
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET customer search',
    () => ({ method: 'GET', url: '/priv/api/v1/customer-search?q=Collins' }),
    [403, 403, 403, 403, 403, 403, 200, 200, 200, 401],
  ],
  [
    'GET recent customers',
    () => ({ method: 'GET', url: '/priv/api/v1/on-behalf/recent-customers' }),
    [403, 403, 403, 403, 403, 403, 200, 200, 200, 401],
  ],
  [
    'POST on-behalf session',
    () => ({
      method: 'POST',
      url: '/priv/api/v1/on-behalf/sessions',
      payload: { customerId: foreignCustomer, reason: 'Matrix check' },
    }),
    [403, 403, 403, 403, 403, 403, 201, 201, 201, 401],
  ],
  [
    'DELETE on-behalf session of nobody',
    () => ({ method: 'DELETE', url: '/priv/api/v1/on-behalf/sessions/00000000-0000-4000-8000-000000000000' }),
    [403, 403, 403, 403, 403, 403, 404, 404, 404, 401],
  ],
  [
    'GET staff access log, own sold-to',
    ({ caller }) => ({ method: 'GET', url: `/priv/api/v1/on-behalf/audit?customer=${ownCustomer[caller]}` }),
    [200, 200, 200, 403, 403, 200, 200, 403, 403, 401],
  ],
  [
    "GET staff access log, another customer's",
    () => ({ method: 'GET', url: `/priv/api/v1/on-behalf/audit?customer=${foreignCustomer}` }),
    [403, 403, 403, 403, 403, 403, 200, 403, 403, 401],
  ],
  [
    'GET staff access log, every customer',
    () => ({ method: 'GET', url: '/priv/api/v1/on-behalf/audit' }),
    [403, 403, 403, 403, 403, 403, 200, 403, 403, 401],
  ],
  [
    "GET the group's access log (admin tool)",
    () => ({ method: 'GET', url: `/priv/api/v1/customer-search/access-log?customerId=${foreignCustomer}` }),
    [403, 403, 403, 403, 403, 403, 200, 403, 403, 401],
  ],
  [
    "GET the group's access log as CSV (admin tool)",
    () => ({ method: 'GET', url: '/priv/api/v1/customer-search/access-log/export?reason=nothing-like-this' }),
    [403, 403, 403, 403, 403, 403, 200, 403, 403, 401],
  ],
  [
    'GET dashboard favourites (staff)',
    () => ({ method: 'GET', url: '/priv/api/v1/user/dashboard-favourites' }),
    [403, 403, 403, 403, 403, 403, 200, 200, 200, 401],
  ],
  [
    'PUT a dashboard favourite (staff)',
    () => ({ method: 'PUT', url: '/priv/api/v1/user/dashboard-favourites/warranty' }),
    [403, 403, 403, 403, 403, 403, 200, 200, 200, 401],
  ],
  [
    'DELETE a dashboard favourite (staff)',
    () => ({ method: 'DELETE', url: '/priv/api/v1/user/dashboard-favourites/warranty' }),
    [403, 403, 403, 403, 403, 403, 200, 200, 200, 401],
  ],
  [
    'POST terms, own sold-to',
    ({ caller }) => ({
      method: 'POST',
      url: `/priv/api/v1/customer/terms_and_conditions?customer=${ownCustomer[caller]}`,
    }),
    [200, 200, 200, 403, 403, 200, 403, 403, 403, 401],
  ],
  [
    "POST terms, another customer's id",
    () => ({ method: 'POST', url: `/priv/api/v1/customer/terms_and_conditions?customer=${foreignCustomer}` }),
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET public terms',
    async () => ({ method: 'GET', url: `/pub/api/v1/cms/terms_and_conditions?token=${await publicToken()}` }),
    [200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  ],
  [
    'POST public terms',
    async () => ({ method: 'POST', url: `/pub/api/v1/customer/terms_and_conditions?token=${await publicToken()}` }),
    [200, 200, 200, 200, 200, 200, 200, 200, 200, 200],
  ],
  [
    // The link names no sold-to: one of the caller's opens it, whichever was selected last.
    'GET legacy B2B',
    () => ({ method: 'GET', url: '/priv/api/v1/legacy/B2B?brand=40&language=en' }),
    [200, 200, 200, 403, 403, 200, 200, 403, 403, 401],
  ],
  [
    'GET legacy ADMIN',
    () => ({ method: 'GET', url: '/priv/api/v1/legacy/ADMIN' }),
    [403, 403, 403, 403, 403, 403, 200, 403, 403, 401],
  ],
  [
    'PUT admin permissions',
    () => ({
      method: 'PUT',
      url: '/api/admin/tools/permissions',
      payload: {
        userId: adminTarget,
        portalPrivileges: [{ customer: linkCustomer, enabled: ['TICKET'], role: 'CUSTOMER_USER', legacyBrandList: [] }],
      },
    }),
    [403, 403, 403, 403, 403, 403, 200, 403, 403, 401],
  ],
  [
    'POST admin retrieve',
    () => ({ method: 'POST', url: '/api/admin/tools/permissions/users/retrieve', payload: { userIds: [adminTarget] } }),
    [403, 403, 403, 403, 403, 403, 200, 403, 403, 401],
  ],
  [
    'GET user, own id',
    ({ userId }) => ({ method: 'GET', url: `/api/v1/user/${userId}` }),
    [200, 200, 200, 200, 200, 200, 200, 200, 200, 401],
  ],
  [
    "GET user, buyer@'s id",
    () => ({ method: 'GET', url: `/api/v1/user/${ids.buyer}` }),
    [200, 403, 403, 403, 403, 403, 200, 403, 403, 401],
  ],
  [
    'PUT preference, own username',
    ({ caller }) => ({
      method: 'PUT',
      url: '/priv/api/admin/tools/user/preference',
      payload: { username: caller === 'none' ? usernameOf('buyer') : usernameOf(caller), language: locale(caller) },
    }),
    [204, 204, 204, 204, 204, 204, 204, 204, 204, 401],
  ],
  [
    "PUT preference, buyer@'s username",
    () => ({
      method: 'PUT',
      url: '/priv/api/admin/tools/user/preference',
      payload: { username: usernameOf('buyer'), language: 'en' },
    }),
    [204, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];

const cells = matrix.flatMap(([name, request, expected]) =>
  callers.map((caller, index) => ({ name, caller, request, expected: expected[index] ?? 0 })),
);

/** Malformed input: 400 naming the field, for each endpoint that takes input. */
const malformed: Array<
  [caller: Caller, method: InjectOptions['method'], url: string, payload: unknown, field: string]
> = [
  ['buyer', 'POST', '/priv/api/v1/user/save/last_login', undefined, 'customer'],
  ['buyer', 'POST', '/priv/api/v1/user/save/last_login?customer=12ab56', undefined, 'customer'],
  ['buyer', 'GET', '/priv/api/v1/customer', undefined, 'currentCustomerId'],
  ['buyer', 'GET', '/priv/api/v1/customer?currentCustomerId=12', undefined, 'currentCustomerId'],
  ['buyer', 'GET', '/priv/api/v1/customer?onBehalf=yes&currentCustomerId=1000101', undefined, 'onBehalf'],
  ['staff', 'GET', '/priv/api/v1/customer?onBehalf=true', undefined, 'customerOnBehalfId'],
  ['staff', 'GET', '/priv/api/v1/customer-search/access-log?from=2026-13-01', undefined, 'from'],
  ['staff', 'GET', '/priv/api/v1/customer-search/access-log?from=2026-11-02&to=2026-11-01', undefined, 'to'],
  ['staff', 'GET', '/priv/api/v1/customer-search/access-log?customerId=ACME', undefined, 'customerId'],
  ['staff', 'GET', '/priv/api/v1/customer-search/access-log?staff=a', undefined, 'staff'],
  ['staff', 'GET', '/priv/api/v1/customer-search/access-log/export?reason=ab', undefined, 'reason'],
  ['buyer', 'POST', '/priv/api/v1/customer/terms_and_conditions', undefined, 'customer'],
  ['none', 'POST', '/pub/api/v1/customer/terms_and_conditions', undefined, 'token'],
  ['buyer', 'GET', '/priv/api/v1/legacy/B2B?brand=north', undefined, 'brand'],
  ['buyer', 'GET', '/priv/api/v1/legacy/B2B?language=nl', undefined, 'language'],
  ['staff', 'PUT', '/api/admin/tools/permissions', 'unknown code', 'portalPrivileges.0.enabled.3'],
  ['staff', 'PUT', '/api/admin/tools/permissions', 'unknown customer', 'portalPrivileges.0.customer'],
  ['staff', 'PUT', '/api/admin/tools/permissions', { userId: 'me', portalPrivileges: [] }, 'userId'],
  ['staff', 'POST', '/api/admin/tools/permissions/users/retrieve', { userIds: [] }, 'userIds'],
  ['staff', 'POST', '/api/admin/tools/permissions/users/retrieve', { userIds: ['me'] }, 'userIds.0'],
  [
    'buyer',
    'PUT',
    '/priv/api/admin/tools/user/preference',
    { username: 'buyer@example.com', language: 'nl' },
    'language',
  ],
  ['buyer', 'PUT', '/priv/api/admin/tools/user/preference', { language: 'en' }, 'username'],
];

/** Addresses that name no record: unknown whatever their shape, so 404 as an unknown id (not 400). */
const unknownRecords: Array<[caller: Caller, method: InjectOptions['method'], url: string]> = [
  ['none', 'GET', '/pub/api/v1/cms/terms_and_conditions?token=short'],
  ['none', 'POST', '/pub/api/v1/customer/terms_and_conditions?token=short'],
  ['buyer', 'GET', '/priv/api/v1/legacy/SHOP'],
  ['buyer', 'GET', '/api/v1/user/not-a-uuid'],
  ['staff', 'PUT', '/priv/api/v1/user/dashboard-favourites/Not-a-card'],
];

/** The two admin bodies that pass the contract's shape but not the server's rules. */
function adminBody(kind: 'unknown code' | 'unknown customer') {
  const entry =
    kind === 'unknown code'
      ? { customer: linkCustomer, enabled: ['TICKET', 'FAQ', 'REPORT', 'SUPERPOWERS'] }
      : { customer: '999999999', enabled: ['TICKET'] };
  return { userId: adminTarget, portalPrivileges: [{ ...entry, role: 'CUSTOMER_USER', legacyBrandList: [] }] };
}

function send(caller: Caller, options: Omit<InjectOptions, 'headers'>) {
  const headers = caller === 'none' ? {} : bearer(tokens[caller]);
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  [tokens, ids] = await Promise.all([personaTokens(testApp.app), personaIds(db)]);
  adminTarget = (await createTestUser(db)).id;
  linkCustomer = await createTestCustomer(db);
  loginsBefore = await db
    .select()
    .from(userCustomerLogins)
    .where(inArray(userCustomerLogins.userId, Object.values(ids)));
  acceptancesBefore = (await db.select({ id: termsAcceptances.id }).from(termsAcceptances)).map((row) => row.id);
});

// The matrix changes personas' last logins and acceptances: put them back, so each cell (and the next test file
// on a shared database) sees the seeded state.
afterEach(async () => {
  const { db } = testApp.database;
  await db.delete(userCustomerLogins).where(inArray(userCustomerLogins.userId, Object.values(ids)));
  if (loginsBefore.length > 0) await db.insert(userCustomerLogins).values(loginsBefore);
  await db.delete(termsAcceptances).where(
    and(
      inArray(
        termsAcceptances.customerId,
        demoCustomers.map((customer) => customer.customerId),
      ),
      acceptancesBefore.length > 0 ? notInArray(termsAcceptances.id, acceptancesBefore) : undefined,
    ),
  );
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [linkCustomer]);
  await testApp.close();
});

describe('authorization matrix', () => {
  it.each(cells)('$name as $caller → $expected', async ({ caller, request, expected }) => {
    const options = await request({ caller, userId: caller === 'none' ? ids.buyer : ids[caller] });
    const response = await send(caller, options);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400)
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it.each(malformed)('%s %s %s with bad input names %s', async (caller, method, url, payload, field) => {
    const body = payload === 'unknown code' || payload === 'unknown customer' ? adminBody(payload) : payload;
    const response = await send(caller, { method, url, ...(body === undefined ? {} : { payload: body as object }) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });

  it.each(unknownRecords)('%s %s %s names no record: 404', async (caller, method, url) => {
    const response = await send(caller, { method, url });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found', message: expect.any(String) });
  });

  it('lists every route in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/priv/api/admin/tools/permissions',
        '/priv/api/v1/user/customers',
        '/priv/api/v1/user/save/last_login',
        '/priv/api/v1/customer',
        '/priv/api/v1/customer/terms_and_conditions',
        '/pub/api/v1/customer/terms_and_conditions',
        '/pub/api/v1/cms/terms_and_conditions',
        '/priv/api/v1/legacy/{legacyId}',
        '/api/admin/tools/permissions',
        '/api/admin/tools/permissions/users/retrieve',
        '/api/v1/user/{id}',
        '/priv/api/admin/tools/user/preference',
      ]),
    );
  });
});
