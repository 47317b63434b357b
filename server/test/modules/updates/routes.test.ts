import type { InjectOptions } from 'fastify';
import {
  onBehalfSessionHeader,
  unreadCountSchema,
  updatePageSchema,
  updateSchema,
  type PublishUpdate,
  type UpdatePage,
} from '@portal/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updates } from '../../../src/db/schema/index.ts';
import {
  createTestCustomer,
  foreignCustomer,
  grantPrivileges,
  matrixCallers,
  matrixHeaders,
  startOnBehalf,
  ownCustomerOf,
  personaTokens,
  removeTestCustomers,
  type MatrixCaller,
  type PersonaName,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

/**
 * The updates endpoints: who may call them (every endpoint x every persona), another user's update (404), the
 * audiences, the types a user's permissions show, read and delete, bad input, and the expiring-password notice.
 */

let testApp: TestApp;
let tokens: Record<PersonaName, string>;
let testCustomers: string[] = [];
/** A published update to buyer@ alone, and one that buyer@ deletes in the matrix. */
let buyersUpdate: string;
let buyersDeletable: string;

/** Each matrix caller's headers; staff call in an on-behalf session for their `ownCustomerOf`. */
let headersOf: Record<MatrixCaller, Record<string, string>>;

/** A matrix caller, or the access token of another user. */
function send(caller: MatrixCaller | string, options: Omit<InjectOptions, 'headers'>) {
  const headers = headersOf[caller as MatrixCaller] ?? bearer(caller);
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}

/** A sold-to's updates as staff@ sees them in an on-behalf session for it. */
async function listOnBehalf(soldTo: string): Promise<UpdatePage> {
  const sessionId = await startOnBehalf(testApp.app, tokens.staff, soldTo);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/updates?soldTo=${soldTo}`,
    headers: { ...bearer(tokens.staff), [onBehalfSessionHeader]: sessionId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return updatePageSchema.parse(response.json());
}

async function publish(update: PublishUpdate): Promise<string> {
  const response = await send('staff', { method: 'POST', url: '/api/admin/updates', payload: update });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function list(caller: MatrixCaller | string, soldTo: string, query = ''): Promise<UpdatePage> {
  const response = await send(caller, { method: 'GET', url: `/priv/api/v1/updates?soldTo=${soldTo}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return updatePageSchema.parse(response.json());
}

const ids = (page: UpdatePage) => page.items.map((item) => item.id);

const note = (header: string, audience: PublishUpdate['audience'], type: PublishUpdate['type'] = 'notification') =>
  ({ audience, type, header, body: `${header}: the details.` }) satisfies PublishUpdate;

beforeAll(async () => {
  testApp = await buildTestApp();
  tokens = await personaTokens(testApp.app);
  headersOf = await matrixHeaders(testApp.app, tokens);
  buyersUpdate = await publish(note('For buyer only', { kind: 'user', username: 'buyer@example.com' }));
  buyersDeletable = await publish(note('For buyer, to delete', { kind: 'user', username: 'buyer@example.com' }));
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  testCustomers = [];
  await testApp.close();
});

type Row = [name: string, method: 'GET' | 'POST' | 'DELETE', url: (caller: MatrixCaller) => string, expected: number[]];

/**
 * Every endpoint x every caller. Columns:
 *   buyer multi newterms pending limited klaus staff approver salesrep (no token)
 * pending@ has no portal privileges; limited@ has neither notifications nor alerts; the three internal users
 * follow buyer@'s sold-to's updates in an on-behalf session (with the on-behalf notifications and alerts), are
 * refused any other customer's, and none of them receives buyer@'s own update.
 */
const own = (caller: MatrixCaller) => ownCustomerOf[caller];
const matrix: Row[] = [
  [
    'GET list, own sold-to',
    'GET',
    (caller) => `/priv/api/v1/updates?soldTo=${own(caller)}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET list, another customer's id",
    'GET',
    () => `/priv/api/v1/updates?soldTo=${foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET list, a customer that does not exist',
    'GET',
    () => '/priv/api/v1/updates?soldTo=9999999',
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    "GET buyer@'s own update",
    'GET',
    (caller) => `/priv/api/v1/updates/${buyersUpdate}?soldTo=${own(caller)}`,
    [200, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "POST read buyer@'s own update",
    'POST',
    (caller) => `/priv/api/v1/updates/${buyersUpdate}/read?soldTo=${own(caller)}`,
    [200, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    'POST read-all, own sold-to',
    'POST',
    (caller) => `/priv/api/v1/updates/read-all?soldTo=${own(caller)}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "POST read-all, another customer's id",
    'POST',
    () => `/priv/api/v1/updates/read-all?soldTo=${foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    "GET stream, another customer's id (refusals only: an accepted stream stays open)",
    'GET',
    () => `/priv/api/v1/updates/stream?soldTo=${foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    "DELETE buyer@'s own update (buyer@ last)",
    'DELETE',
    (caller) => `/priv/api/v1/updates/${buyersDeletable}?soldTo=${own(caller)}`,
    [200, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
];

const publishMatrix: number[] = [403, 403, 403, 403, 403, 403, 201, 403, 403, 401];

describe('updates authorization', () => {
  it.each(matrix)('%s', async (_name, method, url, expected) => {
    // buyer@ goes last, so a delete by buyer@ cannot turn the others' 404 into "already gone".
    const order = [...matrixCallers.filter((caller) => caller !== 'buyer'), 'buyer' as const];
    const answers: Partial<Record<MatrixCaller, number>> = {};
    for (const caller of order) {
      const index = matrixCallers.indexOf(caller);
      if (expected[index] === -1) continue;
      answers[caller] = (await send(caller, { method, url: url(caller) })).statusCode;
    }
    const wanted = Object.fromEntries(
      matrixCallers
        .filter((_caller, index) => expected[index] !== -1)
        .map((caller) => [caller, expected[matrixCallers.indexOf(caller)]]),
    );
    expect(answers).toEqual(wanted);
  });

  it('lets only content staff publish', async () => {
    const body = note('Matrix publish', { kind: 'soldTo', customerId: foreignCustomer });
    const answers = await Promise.all(
      matrixCallers.map(
        async (caller) => (await send(caller, { method: 'POST', url: '/api/admin/updates', payload: body })).statusCode,
      ),
    );
    expect(answers).toEqual(publishMatrix);
  });
});

describe('audiences', () => {
  it('a brand update reaches only the sold-tos of that brand', async () => {
    // Vans (50): buyer@'s 1000101 and multi@'s 1000103 buy it; klaus@'s 1000107 and multi@'s 1000102 do not.
    const id = await publish(note('Vans news', { kind: 'brand', brandId: '50' }));
    expect(ids(await list('buyer', '1000101'))).toContain(id);
    expect(ids(await list('multi', '1000103'))).toContain(id);
    expect(ids(await list('multi', '1000102'))).not.toContain(id);
    expect(ids(await list('klaus', '1000107'))).not.toContain(id);
    // Staff on behalf of a customer of the brand see it too.
    expect(ids(await listOnBehalf('1000103'))).toContain(id);
    expect(ids(await listOnBehalf('1000107'))).not.toContain(id);
  });

  it('a sold-to update reaches that sold-to, a user update that user, an all-customers update everyone', async () => {
    const soldTo = await publish(note('For Sporthaus Berger', { kind: 'soldTo', customerId: '1000107' }));
    const user = await publish(note('For Klaus', { kind: 'user', username: 'KLAUS@example.com' }));
    const everyone = await publish(note('For everyone', { kind: 'allCustomers' }));
    const klaus = ids(await list('klaus', '1000107'));
    expect(klaus).toEqual(expect.arrayContaining([soldTo, user, everyone]));
    const buyer = ids(await list('buyer', '1000101'));
    expect(buyer).toContain(everyone);
    expect(buyer).not.toContain(soldTo);
    expect(buyer).not.toContain(user);
    // A user's own update follows them into each of their sold-tos; staff on behalf do not receive it.
    expect(ids(await listOnBehalf('1000107'))).toEqual(expect.arrayContaining([soldTo, everyone]));
    expect(ids(await listOnBehalf('1000107'))).not.toContain(user);
  });

  it('shows alerts only with the alerts permission and the rest only with notifications', async () => {
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    testCustomers.push(customerId);
    const user = await createTestUser(db);
    await grantPrivileges(db, user.id, [{ customerId, enabled: ['NOTIFICATIONS'] }]);
    const token = (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
    const alert = await publish(note('An alert', { kind: 'soldTo', customerId }, 'alert'));
    const warning = await publish(note('A warning', { kind: 'soldTo', customerId }, 'warning'));
    const page = await list(token, customerId);
    expect(ids(page)).toContain(warning);
    expect(ids(page)).not.toContain(alert);
    expect(page.unread).toBe(page.items.filter((item) => item.unread).length);
    const direct = await send(token, { method: 'GET', url: `/priv/api/v1/updates/${alert}?soldTo=${customerId}` });
    expect(direct.statusCode).toBe(404);
  });
});

describe('reading and deleting', () => {
  it('counts unread updates, marks one and all read, and filters and sorts the list', async () => {
    const before = await list('klaus', '1000107');
    const fresh = await publish({
      ...note('Fresh for klaus', { kind: 'user', username: 'klaus@example.com' }, 'alert'),
      updateType: 'price_list',
      chip: 'price_list',
      cta: { label: 'Open documents', href: '/documents' },
    });
    const page = await list('klaus', '1000107');
    expect(page.unread).toBe(before.unread + 1);
    expect(page.items[0]).toMatchObject({
      id: fresh,
      type: 'alert',
      updateType: 'price_list',
      chip: 'price_list',
      cta: { label: 'Open documents', href: '/documents' },
      unread: true,
    });

    const read = await send('klaus', { method: 'POST', url: `/priv/api/v1/updates/${fresh}/read?soldTo=1000107` });
    expect(unreadCountSchema.parse(read.json())).toEqual({ unread: before.unread });
    // Reading twice changes nothing.
    const again = await send('klaus', { method: 'POST', url: `/priv/api/v1/updates/${fresh}/read?soldTo=1000107` });
    expect(again.json()).toEqual({ unread: before.unread });

    const byUnread = await list('klaus', '1000107', '&sort=unread&pageSize=50');
    const firstRead = byUnread.items.findIndex((item) => !item.unread);
    expect(byUnread.items.slice(firstRead).every((item) => !item.unread)).toBe(true);

    const alerts = await list('klaus', '1000107', '&type=alert');
    expect(alerts.items.every((item) => item.type === 'alert')).toBe(true);
    const prices = await list('klaus', '1000107', '&updateType=price_list');
    expect(prices.items.every((item) => item.updateType === 'price_list')).toBe(true);
    expect(ids(prices)).toContain(fresh);

    const paged = await list('klaus', '1000107', '&pageSize=1&pageNumber=1');
    expect(paged.items).toHaveLength(1);
    expect(paged.totalElements).toBe(page.totalElements);

    const all = await send('klaus', { method: 'POST', url: '/priv/api/v1/updates/read-all?soldTo=1000107' });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await list('klaus', '1000107')).unread).toBe(0);
  });

  it('deletes an update for its reader only, for good', async () => {
    const id = await publish(note('Delete me', { kind: 'soldTo', customerId: '1000101' }));
    const gone = await send('buyer', { method: 'DELETE', url: `/priv/api/v1/updates/${id}?soldTo=1000101` });
    expect(gone.statusCode).toBe(200);
    expect(ids(await list('buyer', '1000101', '&pageSize=50'))).not.toContain(id);
    expect((await send('buyer', { method: 'GET', url: `/priv/api/v1/updates/${id}?soldTo=1000101` })).statusCode).toBe(
      404,
    );
    expect(
      (await send('buyer', { method: 'DELETE', url: `/priv/api/v1/updates/${id}?soldTo=1000101` })).statusCode,
    ).toBe(404);
    expect(
      (await send('buyer', { method: 'POST', url: `/priv/api/v1/updates/read-all?soldTo=1000101` })).statusCode,
    ).toBe(200);
    expect(ids(await list('buyer', '1000101', '&pageSize=50'))).not.toContain(id);
    // Staff following the same sold-to still have it.
    const staff = await send('staff', { method: 'GET', url: `/priv/api/v1/updates/${id}?soldTo=1000101` });
    expect(updateSchema.parse(staff.json()).id).toBe(id);
  });
});

describe('bad input', () => {
  const storedUpdates = async () => (await testApp.database.db.select({ n: count() }).from(updates))[0]?.n;

  it.each([
    ['/priv/api/v1/updates?soldTo=abc', 'soldTo'],
    ['/priv/api/v1/updates', 'soldTo'],
    ['/priv/api/v1/updates?soldTo=1000101&pageSize=500', 'pageSize'],
    ['/priv/api/v1/updates?soldTo=1000101&pageNumber=-1', 'pageNumber'],
    ['/priv/api/v1/updates?soldTo=1000101&updateType=spam', 'updateType'],
    ['/priv/api/v1/updates?soldTo=1000101&type=info', 'type'],
    ['/priv/api/v1/updates/stream?soldTo=12', 'soldTo'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const response = await send('buyer', { method: 'GET', url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it.each(['GET', 'DELETE'] as const)(
    '%s of an id that names no update answers 404, as an unknown update',
    async (method) => {
      const response = await send('buyer', { method, url: '/priv/api/v1/updates/nope?soldTo=1000101' });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        error: 'Not Found',
        message: expect.stringContaining('id'),
        details: [{ field: 'id', message: 'must be an update id' }],
      });
    },
  );

  const valid = note('Valid', { kind: 'allCustomers' });
  it.each<[string, unknown, string]>([
    ['no header', { ...valid, header: undefined }, 'header'],
    ['an empty body', { ...valid, body: '  ' }, 'body'],
    ['an unknown type', { ...valid, type: 'info' }, 'type'],
    ['the server’s own topic', { ...valid, updateType: 'expiring_password' }, 'updateType'],
    ['an unknown audience', { ...valid, audience: { kind: 'planet' } }, 'audience.kind'],
    ['an unknown brand', { ...valid, audience: { kind: 'brand', brandId: '99' } }, 'audience.brandId'],
    ['an unknown user', { ...valid, audience: { kind: 'user', username: 'nobody@example.com' } }, 'audience.username'],
    ['an unknown sold-to', { ...valid, audience: { kind: 'soldTo', customerId: '9999999' } }, 'audience.customerId'],
    ['a script link', { ...valid, cta: { label: 'Go', href: 'javascript:alert(1)' } }, 'cta.href'],
    ['a link to another host', { ...valid, cta: { label: 'Go', href: '//evil.example' } }, 'cta.href'],
    ['a past expiry', { ...valid, expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'],
    ['an unknown field', { ...valid, colour: 'red' }, ''],
  ])('publishing with %s answers 400 naming the field and stores nothing', async (_name, payload, field) => {
    const before = await storedUpdates();
    const response = await send('staff', { method: 'POST', url: '/api/admin/updates', payload: payload as object });
    expect(response.statusCode, response.body).toBe(400);
    if (field) {
      expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect(await storedUpdates()).toBe(before);
  });
});

describe('the expiring-password notice', () => {
  const notice = (token: string, soldTo: string) =>
    list(token, soldTo, '&updateType=expiring_password&pageNumber=0&pageSize=1');

  it('exists for expiring@ (password set 80 days ago) and for no one with a recent password', async () => {
    const { access_token: token } = await new Browser(testApp.app).signIn('expiring@example.com', 'Portal#2026');
    const page = await notice(token, '1000109');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ type: 'warning', updateType: 'expiring_password', unread: true });
    const daysLeft = (Date.parse(page.items[0]?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(9);
    expect(daysLeft).toBeLessThan(11);
    expect((await notice('buyer', '1000101')).items).toEqual([]);
  });

  it('is deleted when the password changes', async () => {
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    testCustomers.push(customerId);
    const user = await createTestUser(db, { passwordUpdatedAt: new Date(Date.now() - 85 * 86_400_000) });
    await grantPrivileges(db, user.id, [{ customerId, enabled: ['NOTIFICATIONS'] }]);
    const { access_token: token } = await new Browser(testApp.app).signIn(user.username, user.password);
    const [item] = (await notice(token, customerId)).items;
    expect(item?.updateType).toBe('expiring_password');
    // Listing again keeps the one notice.
    expect(
      (await list(token, customerId)).items.filter((entry) => entry.updateType === 'expiring_password'),
    ).toHaveLength(1);

    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/idp/myaccount/password',
      headers: bearer(token),
      payload: { profile: { password: 'Amber-Lantern-Fox-5' }, currentPassword: user.password },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await notice(token, customerId)).items).toEqual([]);
    const direct = await send(token, { method: 'GET', url: `/priv/api/v1/updates/${item?.id}?soldTo=${customerId}` });
    expect(direct.statusCode).toBe(404);
  });
});
