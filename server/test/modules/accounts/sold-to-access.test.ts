import { onBehalfSessionHeader } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soldTosNamedIn } from '../../../src/modules/accounts/index.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers, startOnBehalf } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

/**
 * The section gate and the handlers judge the same sold-to: the one each request names, never the sold-to the user
 * selected last. A user with several sold-tos works in two tabs at once, and a request may name several sold-tos.
 */

let testApp: TestApp;
/** A user with three sold-tos: `full` and `other` open the lists, `bare` opens none of them. */
let token: string;
let staffToken: string;
const soldTo = { full: '', other: '', bare: '', foreign: '' };

/** The privileges that open the order history, documents and reports sections. */
const listCodes = ['ORDER_INQUIRY_NEW', 'DOCUMENT', 'DOCUMENT_INVOICE', 'REPORT', 'FAQ'];
/** The three lists, each with the input it needs besides the sold-to. */
const lists = { orders: 'orders?', documents: 'documents?type=invoice&', reports: 'reports?' } as const;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  for (const name of Object.keys(soldTo) as Array<keyof typeof soldTo>) soldTo[name] = await createTestCustomer(db);
  const user = await createTestUser(db);
  await grantPrivileges(db, user.id, [
    { customerId: soldTo.full, enabled: listCodes },
    { customerId: soldTo.bare, enabled: ['CLONE_USER'] },
    { customerId: soldTo.other, enabled: listCodes },
  ]);
  const staff = await createTestUser(db, { companyType: 'internal' });
  await grantPrivileges(db, staff.id, [
    { customerId: null, enabled: ['ON_BEHALF', 'ON_BEHALF_ORDER_INQUIRY_NEW'], role: 'INTERNAL_USER' },
  ]);
  const signIn = async ({ username, password }: { username: string; password: string }) =>
    (await new Browser(testApp.app).signIn(username, password)).access_token;
  [token, staffToken] = await Promise.all([signIn(user), signIn(staff)]);
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, Object.values(soldTo));
  await testApp.close();
});

function call(url: string, headers: Record<string, string> = bearer(token), method: 'GET' | 'POST' = 'GET') {
  return testApp.app.inject({ method, url, headers });
}

const list = (name: keyof typeof lists, customer: string) => call(`/priv/api/v1/${lists[name]}customer=${customer}`);

async function statusesOf(customer: string): Promise<number[]> {
  const names = Object.keys(lists) as Array<keyof typeof lists>;
  return Promise.all(names.map(async (name) => (await list(name, customer)).statusCode));
}

async function select(customer: string): Promise<void> {
  const saved = await call(`/priv/api/v1/user/save/last_login?customer=${customer}`, bearer(token), 'POST');
  expect(saved.statusCode, saved.body).toBe(204);
}

describe('the sold-to a request names', () => {
  it('opens the lists of a sold-to the user may read before any sold-to is chosen', async () => {
    expect(await statusesOf(soldTo.full)).toEqual([200, 200, 200]);
  });

  it('is judged, not the sold-to selected last', async () => {
    await select(soldTo.bare);
    expect(await statusesOf(soldTo.full)).toEqual([200, 200, 200]);
    expect(await statusesOf(soldTo.other)).toEqual([200, 200, 200]);
    const refused = await list('orders', soldTo.bare);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You may not use the orderHistory section.' });
  });

  it('lets two tabs on two sold-tos work side by side', async () => {
    for (const [tab, customer] of [soldTo.full, soldTo.other, soldTo.full, soldTo.other].entries()) {
      // Each tab saves its choice as it comes to the front, as the portal does.
      await select(tab % 2 === 0 ? soldTo.other : soldTo.full);
      expect(await statusesOf(customer), `tab ${tab % 2}`).toEqual([200, 200, 200]);
    }
  });

  it('still refuses a sold-to the user may not read', async () => {
    for (const name of Object.keys(lists) as Array<keyof typeof lists>) {
      const refused = await list(name, soldTo.foreign);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json()).toMatchObject({ message: `Customer ${soldTo.foreign} is not one of your accounts.` });
    }
  });

  it('leaves a value that is no customer number to validation', async () => {
    const malformed = await call('/priv/api/v1/orders?customer=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ details: [{ field: 'customer' }] });
  });

  it('judges each of several sold-tos named', async () => {
    // Both may be read: the gate lets the call through, and the list (one sold-to for now) refuses the input.
    expect((await call(`/priv/api/v1/orders?customer=${soldTo.full}&customer=${soldTo.other}`)).statusCode).toBe(400);
    expect((await call(`/priv/api/v1/orders?customer=${soldTo.full}&customer=${soldTo.bare}`)).statusCode).toBe(403);
    expect((await call(`/priv/api/v1/orders?customer=${soldTo.full}&customer=${soldTo.foreign}`)).statusCode).toBe(403);
  });

  it('opens a section naming no sold-to where one of the user’s sold-tos opens it', async () => {
    await select(soldTo.bare);
    expect((await call('/priv/api/v1/cms/contents-faq/en')).statusCode).toBe(200);
  });
});

describe('the on-behalf session', () => {
  it('is the one customer staff may name, with the on-behalf permissions', async () => {
    const sessionId = await startOnBehalf(testApp.app, staffToken, soldTo.bare);
    const headers = { ...bearer(staffToken), [onBehalfSessionHeader]: sessionId };
    expect((await call(`/priv/api/v1/orders?customer=${soldTo.bare}`, headers)).statusCode).toBe(200);
    const elsewhere = await call(`/priv/api/v1/orders?customer=${soldTo.full}`, headers);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: expect.stringContaining(`not ${soldTo.full}`) });
    // Documents are not among the staff user's on-behalf privileges.
    expect((await call(`/priv/api/v1/documents?customer=${soldTo.bare}`, headers)).statusCode).toBe(403);
    // Outside the session staff see no customer's lists.
    expect((await call(`/priv/api/v1/orders?customer=${soldTo.bare}`, bearer(staffToken))).statusCode).toBe(403);
  });
});

describe('the sold-tos a request names', () => {
  const request = (parts: Partial<Record<'query' | 'params' | 'body', unknown>>) => parts as unknown as FastifyRequest;

  it('reads the field the route names, in the query, the path or a JSON body, as sent', () => {
    expect(soldTosNamedIn(request({ query: { customer: '1000101' } }), { in: 'query', key: 'customer' })).toEqual([
      '1000101',
    ]);
    expect(soldTosNamedIn(request({ params: { customerId: '1000102' } }), { in: 'params', key: 'customerId' })).toEqual(
      ['1000102'],
    );
    expect(soldTosNamedIn(request({ body: null }), { in: 'body', key: 'customers' })).toEqual([]);
  });

  it('takes several, each once, and leaves what is no customer number to validation', () => {
    const named = request({ body: { customers: ['1000101', '1000102', '1000101', 'abc', 7, null] } });
    expect(soldTosNamedIn(named, { in: 'body', key: 'customers' })).toEqual(['1000101', '1000102']);
    expect(
      soldTosNamedIn(request({ query: { customer: ['1000103', '1000104'] } }), { in: 'query', key: 'customer' }),
    ).toEqual(['1000103', '1000104']);
  });
});
