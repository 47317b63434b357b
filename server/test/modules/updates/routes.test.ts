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
import { provisionExtension } from '../../../src/modules/accounts/index.ts';
import { createSignedInUser, createTestCustomer, removeTestCustomers, startOnBehalf } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createTestUpdates, removeTestUpdates } from '../../helpers/updates.ts';

/**
 * The updates endpoints: who may call them (every endpoint x every caller), another user's update (404), the
 * audiences, the types a user's permissions show, read and delete, bad input, and the expiring-password notice.
 */

let testApp: TestApp;
let the: TestCallers;
let testCustomers: string[] = [];
/** Updates for a brand or all customers this file published, which reach other customers: removed after it. */
const reachingOthers: string[] = [];
/** A published update to `admin` alone, and one that `admin` deletes in the matrix. */
let adminsUpdate: string;
let adminsDeletable: string;
/** A brand that `admin`'s sold-to and `multi`'s third buy, and no other sold-to of the callers. */
const brandId = '50';

const matrixCallers = testCallerNames;
type MatrixCaller = TestCaller;

/** A matrix caller, or the access token of another user. */
function send(caller: MatrixCaller | string, options: Omit<InjectOptions, 'headers'>) {
  const headers = the.headers[caller as MatrixCaller] ?? bearer(caller);
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}

/** A sold-to's updates as customer service sees them in an on-behalf session for it. */
async function listOnBehalf(soldTo: string): Promise<UpdatePage> {
  const sessionId = await startOnBehalf(testApp.app, the.tokens.service, soldTo);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/updates?soldTo=${soldTo}`,
    headers: { ...bearer(the.tokens.service), [onBehalfSessionHeader]: sessionId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return updatePageSchema.parse(response.json());
}

async function publish(update: PublishUpdate): Promise<string> {
  const response = await send('service', { method: 'POST', url: '/api/admin/updates', payload: update });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  if (update.audience.kind === 'brand' || update.audience.kind === 'allCustomers') reachingOthers.push(id);
  return id;
}

async function list(caller: MatrixCaller | string, soldTo: string, query = ''): Promise<UpdatePage> {
  const response = await send(caller, { method: 'GET', url: `/priv/api/v1/updates?soldTo=${soldTo}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return updatePageSchema.parse(response.json());
}

const ids = (page: UpdatePage) => page.items.map((item) => item.id);

const note = (header: string, audience: PublishUpdate['audience'], type: PublishUpdate['type'] = 'notification') =>
  ({ audience, type, header, body: `${header}: the details.` }) satisfies PublishUpdate;

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  const { db } = testApp.database;
  for (const customerId of [the.ownCustomer.admin, the.multiCustomers[2]]) {
    await provisionExtension(db, customerId, { brands: [{ brandId, division: '10', status: 'active' }] });
  }
  adminsUpdate = await publish(note('For admin only', { kind: 'user', username: the.usernames.admin }));
  adminsDeletable = await publish(note('For admin, to delete', { kind: 'user', username: the.usernames.admin }));
});

afterAll(async () => {
  const { db } = testApp.database;
  await removeTestUpdates(db, reachingOthers);
  await removeTestCustomers(db, testCustomers);
  await removeTestCallers(db, the);
  testCustomers = [];
  await testApp.close();
});

type Row = [name: string, method: 'GET' | 'POST' | 'DELETE', url: (caller: MatrixCaller) => string, expected: number[]];

/**
 * Every endpoint x every caller. Columns:
 *   admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token)
 * noPrivileges has no portal privileges; ticketsOnly has neither notifications nor alerts; the three staff callers
 * follow admin's sold-to's updates in an on-behalf session (with the on-behalf notifications and alerts), are
 * refused any other customer's, and none of them receives admin's own update.
 */
const own = (caller: MatrixCaller) => the.ownCustomer[caller];
const foreign = () => the.foreignCustomer;
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
    () => `/priv/api/v1/updates?soldTo=${foreign()}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET list, a customer that does not exist',
    'GET',
    () => '/priv/api/v1/updates?soldTo=9999999',
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    "GET admin's own update",
    'GET',
    (caller) => `/priv/api/v1/updates/${adminsUpdate}?soldTo=${own(caller)}`,
    [200, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "POST read admin's own update",
    'POST',
    (caller) => `/priv/api/v1/updates/${adminsUpdate}/read?soldTo=${own(caller)}`,
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
    () => `/priv/api/v1/updates/read-all?soldTo=${foreign()}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    "GET stream, another customer's id (refusals only: an accepted stream stays open)",
    'GET',
    () => `/priv/api/v1/updates/stream?soldTo=${foreign()}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    "DELETE admin's own update (admin last)",
    'DELETE',
    (caller) => `/priv/api/v1/updates/${adminsDeletable}?soldTo=${own(caller)}`,
    [200, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
];

const publishMatrix: number[] = [403, 403, 403, 403, 403, 403, 201, 403, 403, 401];

describe('updates authorization', () => {
  it.each(matrix)('%s', async (_name, method, url, expected) => {
    // admin goes last, so a delete by admin cannot turn the others' 404 into "already gone".
    const order = [...matrixCallers.filter((caller) => caller !== 'admin'), 'admin' as const];
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
    const body = note('Matrix publish', { kind: 'soldTo', customerId: foreign() });
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
    // admin's sold-to and multi's third buy the brand; multi's first and german's do not.
    const [, , multiThird] = the.multiCustomers;
    const id = await publish(note('Brand news', { kind: 'brand', brandId }));
    expect(ids(await list('admin', the.ownCustomer.admin))).toContain(id);
    expect(ids(await list('multi', multiThird))).toContain(id);
    expect(ids(await list('multi', the.ownCustomer.multi))).not.toContain(id);
    expect(ids(await list('german', the.ownCustomer.german))).not.toContain(id);
    // Staff on behalf of a customer of the brand see it too.
    expect(ids(await listOnBehalf(multiThird))).toContain(id);
    expect(ids(await listOnBehalf(the.ownCustomer.german))).not.toContain(id);
  });

  it('a sold-to update reaches that sold-to, a user update that user, an all-customers update everyone', async () => {
    const germanCustomer = the.ownCustomer.german;
    const soldTo = await publish(note('For the German sold-to', { kind: 'soldTo', customerId: germanCustomer }));
    // The user name is matched whatever its case.
    const user = await publish(note('For german', { kind: 'user', username: the.usernames.german.toUpperCase() }));
    const everyone = await publish(note('For everyone', { kind: 'allCustomers' }));
    const german = ids(await list('german', germanCustomer));
    expect(german).toEqual(expect.arrayContaining([soldTo, user, everyone]));
    const admin = ids(await list('admin', the.ownCustomer.admin));
    expect(admin).toContain(everyone);
    expect(admin).not.toContain(soldTo);
    expect(admin).not.toContain(user);
    // A user's own update follows them into each of their sold-tos; staff on behalf do not receive it.
    expect(ids(await listOnBehalf(germanCustomer))).toEqual(expect.arrayContaining([soldTo, everyone]));
    expect(ids(await listOnBehalf(germanCustomer))).not.toContain(user);
  });

  it('shows alerts only with the alerts permission and the rest only with notifications', async () => {
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    testCustomers.push(customerId);
    const { token } = await createSignedInUser(testApp.app, db, [{ customerId, enabled: ['NOTIFICATIONS'] }]);
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
    // A sold-to of the test's own with a history: two unread updates and one the reader has read.
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    testCustomers.push(customerId);
    const reader = await createSignedInUser(testApp.app, db, [{ customerId, enabled: ['NOTIFICATIONS', 'ALERTS'] }]);
    await createTestUpdates(db, customerId, [
      { type: 'notification', topic: 'season_news', hoursAgo: 30 },
      { type: 'warning', topic: 'delivery_delay', hoursAgo: 20, readBy: [reader.id] },
      { type: 'alert', topic: 'general', hoursAgo: 10 },
    ]);
    const token = reader.token;
    const listOwn = (query = '') => list(token, customerId, query);
    const before = await listOwn();
    const fresh = await publish({
      ...note('Fresh for the reader', { kind: 'user', username: reader.username }, 'alert'),
      updateType: 'price_list',
      chip: 'price_list',
      cta: { label: 'Open documents', href: '/documents' },
    });
    const page = await listOwn();
    expect(page.unread).toBe(before.unread + 1);
    expect(page.items[0]).toMatchObject({
      id: fresh,
      type: 'alert',
      updateType: 'price_list',
      chip: 'price_list',
      cta: { label: 'Open documents', href: '/documents' },
      unread: true,
    });

    const url = (path: string) => `/priv/api/v1/updates/${path}?soldTo=${customerId}`;
    const read = await send(token, { method: 'POST', url: url(`${fresh}/read`) });
    expect(unreadCountSchema.parse(read.json())).toEqual({ unread: before.unread });
    // Reading twice changes nothing.
    const again = await send(token, { method: 'POST', url: url(`${fresh}/read`) });
    expect(again.json()).toEqual({ unread: before.unread });

    const byUnread = await listOwn('&sort=unread&pageSize=50');
    const firstRead = byUnread.items.findIndex((item) => !item.unread);
    expect(firstRead).toBeGreaterThan(0);
    expect(byUnread.items.slice(firstRead).every((item) => !item.unread)).toBe(true);

    const alerts = await listOwn('&type=alert');
    expect(alerts.items.length).toBeGreaterThan(0);
    expect(alerts.items.every((item) => item.type === 'alert')).toBe(true);
    const prices = await listOwn('&updateType=price_list');
    expect(prices.items.every((item) => item.updateType === 'price_list')).toBe(true);
    expect(ids(prices)).toContain(fresh);

    const paged = await listOwn('&pageSize=1&pageNumber=1');
    expect(paged.items).toHaveLength(1);
    expect(paged.totalElements).toBe(page.totalElements);

    const all = await send(token, { method: 'POST', url: url('read-all') });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await listOwn()).unread).toBe(0);
  });

  it('deletes an update for its reader only, for good', async () => {
    const customerId = the.ownCustomer.admin;
    const id = await publish(note('Delete me', { kind: 'soldTo', customerId }));
    const url = (path: string) => `/priv/api/v1/updates/${path}?soldTo=${customerId}`;
    const gone = await send('admin', { method: 'DELETE', url: url(id) });
    expect(gone.statusCode).toBe(200);
    expect(ids(await list('admin', customerId, '&pageSize=50'))).not.toContain(id);
    expect((await send('admin', { method: 'GET', url: url(id) })).statusCode).toBe(404);
    expect((await send('admin', { method: 'DELETE', url: url(id) })).statusCode).toBe(404);
    expect((await send('admin', { method: 'POST', url: url('read-all') })).statusCode).toBe(200);
    expect(ids(await list('admin', customerId, '&pageSize=50'))).not.toContain(id);
    // Staff following the same sold-to still have it.
    const staff = await send('service', { method: 'GET', url: url(id) });
    expect(updateSchema.parse(staff.json()).id).toBe(id);
  });
});

describe('bad input', () => {
  const storedUpdates = async () => (await testApp.database.db.select({ n: count() }).from(updates))[0]?.n;

  it.each([
    ['/priv/api/v1/updates?soldTo=abc', 'soldTo'],
    ['/priv/api/v1/updates', 'soldTo'],
    ['/priv/api/v1/updates?soldTo={own}&pageSize=500', 'pageSize'],
    ['/priv/api/v1/updates?soldTo={own}&pageNumber=-1', 'pageNumber'],
    ['/priv/api/v1/updates?soldTo={own}&updateType=spam', 'updateType'],
    ['/priv/api/v1/updates?soldTo={own}&type=info', 'type'],
    ['/priv/api/v1/updates/stream?soldTo=12', 'soldTo'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const response = await send('admin', { method: 'GET', url: url.replace('{own}', the.ownCustomer.admin) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it.each(['GET', 'DELETE'] as const)(
    '%s of an id that names no update answers 404, as an unknown update',
    async (method) => {
      const url = `/priv/api/v1/updates/nope?soldTo=${the.ownCustomer.admin}`;
      const response = await send('admin', { method, url });
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
    const response = await send('service', { method: 'POST', url: '/api/admin/updates', payload: payload as object });
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

  it('exists for a user whose password was set 80 days ago and for no one with a recent password', async () => {
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    testCustomers.push(customerId);
    const { token } = await createSignedInUser(testApp.app, db, [{ customerId, enabled: ['NOTIFICATIONS'] }], {
      passwordUpdatedAt: new Date(Date.now() - 80 * 86_400_000),
    });
    const page = await notice(token, customerId);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ type: 'warning', updateType: 'expiring_password', unread: true });
    const daysLeft = (Date.parse(page.items[0]?.expiresAt ?? '') - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(9);
    expect(daysLeft).toBeLessThan(11);
    expect((await notice(the.tokens.admin, the.ownCustomer.admin)).items).toEqual([]);
  });

  it('is deleted when the password changes', async () => {
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    testCustomers.push(customerId);
    const user = await createSignedInUser(testApp.app, db, [{ customerId, enabled: ['NOTIFICATIONS'] }], {
      passwordUpdatedAt: new Date(Date.now() - 85 * 86_400_000),
    });
    const { token } = user;
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
