import { onBehalfSessionHeader, ticketPageSchema, updatePageSchema } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, grantPrivileges, removeTestCustomers, startOnBehalf } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, Browser } from '../helpers/oidc-flow.ts';
import { createTestUser } from '../helpers/users.ts';
import { insertUpdate } from '../../src/modules/updates/index.ts';

/**
 * The ticket history and the updates list across several sold-tos (issue 32, ADR 063 and 069): `customer` (tickets)
 * and `soldTo` (updates) name them comma-separated; every one is judged, a refusal names the one refused, and each
 * row names its sold-to. Every customer and user here is the file's own.
 */

let testApp: TestApp;
type Caller = 'several' | 'other' | 'staffOutside' | 'staffOnBehalf';
let headers: Record<Caller, Record<string, string>>;
/** `several`'s sold-tos: `first` and `second` with tickets and updates, `noLists` with orders only. */
let own: { first: string; second: string; noLists: string };
/** A sold-to of `other` only. */
let foreign: string;
const testCustomers: string[] = [];
let secondUpdateId: string;

const endpoints: Array<[name: string, url: (customers: string) => string]> = [
  ['ticket history', (customers) => `/priv/api/v1/tickets?customer=${customers}`],
  ['updates list', (customers) => `/priv/api/v1/updates?soldTo=${customers}`],
];

function get(caller: Caller, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: headers[caller] } as InjectOptions);
}

async function signIn(username: string, password: string): Promise<Record<string, string>> {
  return bearer((await new Browser(testApp.app).signIn(username, password)).access_token);
}

async function seedTicket(customerId: string, subject: string): Promise<string> {
  return testApp.app.ticketSource.create(customerId, {
    author: { userId: null, name: 'Test' },
    fields: { subject, category: 'other', description: 'Across accounts.' },
    attachments: [],
  });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  own = {
    first: await createTestCustomer(db),
    second: await createTestCustomer(db),
    noLists: await createTestCustomer(db),
  };
  foreign = await createTestCustomer(db);
  testCustomers.push(own.first, own.second, own.noLists, foreign);

  const several = await createTestUser(db);
  await grantPrivileges(db, several.id, [
    { customerId: own.first, enabled: ['TICKET', 'NOTIFICATIONS'] },
    { customerId: own.second, enabled: ['TICKET', 'NOTIFICATIONS', 'ALERTS'] },
    { customerId: own.noLists, enabled: ['ORDER_INQUIRY_NEW'] },
  ]);
  const other = await createTestUser(db);
  await grantPrivileges(db, other.id, [{ customerId: foreign, enabled: ['TICKET', 'NOTIFICATIONS'] }]);
  const staff = await createTestUser(db, { companyType: 'internal' });
  await grantPrivileges(db, staff.id, [
    {
      customerId: null,
      role: 'CUSTOMER_SERVICE',
      enabled: ['ON_BEHALF', 'TICKET', 'ON_BEHALF_TICKET', 'ON_BEHALF_NOTIFICATIONS', 'ON_BEHALF_ALERTS'],
    },
  ]);

  const staffHeaders = await signIn(staff.username, staff.password);
  const sessionId = await startOnBehalf(
    testApp.app,
    staffHeaders.authorization?.slice('Bearer '.length) ?? '',
    own.first,
  );
  headers = {
    several: await signIn(several.username, several.password),
    other: await signIn(other.username, other.password),
    staffOutside: staffHeaders,
    staffOnBehalf: { ...staffHeaders, [onBehalfSessionHeader]: sessionId },
  };

  await seedTicket(own.first, 'First account: torn cartons');
  await seedTicket(own.second, 'Second account: late delivery');
  await seedTicket(own.second, 'Second account: wrong size');
  await seedTicket(foreign, 'Not theirs');
  const update = (customerId: string, header: string, type: 'notification' | 'alert' = 'notification') =>
    insertUpdate(db, { audience: { kind: 'soldTo', customerId }, type, topic: 'general', header, body: header });
  await update(own.first, 'For the first account');
  secondUpdateId = (await update(own.second, 'For the second account')).id;
  await update(own.second, 'An alert for the second account', 'alert');
  await update(foreign, 'For another customer');
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await testApp.close();
});

describe('tickets and updates across sold-tos: who may ask', () => {
  const cells: Array<[caller: Caller, customers: () => string, status: number, names?: () => string]> = [
    ['several', () => `${own.first},${own.second}`, 200],
    ['several', () => own.second, 200],
    ['several', () => `${own.first},${foreign}`, 403, () => foreign],
    ['several', () => `${own.first},${own.noLists}`, 403, () => own.noLists],
    ['other', () => `${foreign},${own.first}`, 403, () => own.first],
    ['staffOutside', () => `${own.first},${own.second}`, 403],
    ['staffOnBehalf', () => own.first, 200],
    ['staffOnBehalf', () => `${own.first},${own.second}`, 403, () => own.second],
  ];
  const cases = endpoints.flatMap(([name, url]) =>
    cells.map(([caller, customers, status, names]) => ({ name, url, caller, customers, status, names })),
  );
  it.each(cases)('$name as $caller → $status', async ({ url, caller, customers, status, names }) => {
    const response = await get(caller, url(customers()));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403 && names) expect(response.json<{ message: string }>().message).toContain(names());
  });

  it.each(endpoints)('%s: a bad list is a 400 naming the field', async (name, url) => {
    const field = name === 'ticket history' ? 'customer' : 'soldTo';
    for (const customers of [`${own.first},12ab`, `${own.first},`, `${own.first};${own.second}`]) {
      const response = await get('several', url(customers));
      expect(response.statusCode, `${customers}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringContaining(field),
        details: expect.arrayContaining([{ field, message: expect.any(String) }]),
      });
    }
  });

  it('more than 100 sold-tos: the updates list answers 400 naming soldTo; the tickets gate refuses first', async () => {
    const tooMany = Array.from({ length: 101 }, (_, index) => String(2_000_000 + index)).join(',');
    const updates = await get('several', `/priv/api/v1/updates?soldTo=${tooMany}`);
    expect(updates.statusCode, updates.body).toBe(400);
    expect(updates.json()).toMatchObject({ details: [{ field: 'soldTo', message: expect.stringContaining('100') }] });
    // The section gate judges each named sold-to before validation (ADR 063): none of these is the caller's.
    const tickets = await get('several', `/priv/api/v1/tickets?customer=${tooMany}`);
    expect(tickets.statusCode, tickets.body).toBe(403);
  });
});

describe('tickets and updates across sold-tos: what they answer', () => {
  it('lists the tickets of both sold-tos, most recently updated first, each naming its sold-to', async () => {
    const response = await get('several', `/priv/api/v1/tickets?customer=${own.first},${own.second}&pageSize=100`);
    const page = ticketPageSchema.parse(response.json());
    expect(page.totalElements).toBe(3);
    expect(page.items.map((ticket) => ticket.customerId).sort()).toEqual([own.first, own.second, own.second].sort());
    const times = page.items.map((ticket) => ticket.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.items.every((ticket) => ticket.messageCount === 1)).toBe(true);
  });

  it('pages tickets across sold-tos without overlap, and filters them', async () => {
    const url = `/priv/api/v1/tickets?customer=${own.first},${own.second}&pageSize=2`;
    const [first, second] = await Promise.all(
      [0, 1].map(async (pageNumber) =>
        ticketPageSchema.parse((await get('several', `${url}&pageNumber=${pageNumber}`)).json()),
      ),
    );
    const ids = [...(first?.items ?? []), ...(second?.items ?? [])].map((ticket) => ticket.ticketId);
    expect(new Set(ids).size).toBe(3);
    const filtered = ticketPageSchema.parse((await get('several', `${url}&q=wrong size`)).json());
    expect(filtered.items.map((ticket) => ticket.subject)).toEqual(['Second account: wrong size']);
  });

  it('lists the updates of both sold-tos once each, with their sold-to and the unread count of the set', async () => {
    const across = updatePageSchema.parse(
      (await get('several', `/priv/api/v1/updates?soldTo=${own.first},${own.second}&pageSize=50`)).json(),
    );
    const headers = across.items.map((update) => update.header);
    expect(headers).toEqual(
      expect.arrayContaining(['For the first account', 'For the second account', 'An alert for the second account']),
    );
    expect(headers).not.toContain('For another customer');
    expect(new Set(across.items.map((update) => update.id)).size).toBe(across.items.length);
    const sentTo = (header: string) => across.items.find((update) => update.header === header)?.customerId;
    expect(sentTo('For the first account')).toBe(own.first);
    expect(sentTo('For the second account')).toBe(own.second);

    const ones = await Promise.all(
      [own.first, own.second].map(async (soldTo) =>
        updatePageSchema.parse((await get('several', `/priv/api/v1/updates?soldTo=${soldTo}&pageSize=50`)).json()),
      ),
    );
    // The same updates reach both sold-tos (all customers', the user's own): the set counts them once.
    const union = new Set(ones.flatMap((one) => one.items.map((update) => update.id)));
    expect(across.totalElements).toBe(union.size);
    const unreadUnion = new Set(ones.flatMap((one) => one.items.filter((u) => u.unread).map((update) => update.id)));
    expect(across.unread).toBe(unreadUnion.size);
  });

  it('shows an alert only through the sold-to whose permissions show alerts', async () => {
    const first = updatePageSchema.parse(
      (await get('several', `/priv/api/v1/updates?soldTo=${own.first}&type=alert&pageSize=50`)).json(),
    );
    expect(first.items.map((update) => update.header)).not.toContain('An alert for the second account');
    const across = updatePageSchema.parse(
      (await get('several', `/priv/api/v1/updates?soldTo=${own.first},${own.second}&type=alert&pageSize=50`)).json(),
    );
    expect(across.items.map((update) => update.header)).toContain('An alert for the second account');
  });
});

describe('one update, read and delete through the sold-tos a list across accounts names', () => {
  function send(method: 'POST' | 'DELETE', url: string) {
    return testApp.app.inject({ method, url, headers: headers.several } as InjectOptions);
  }

  it('finds, marks read and deletes an update of the second sold-to through both; refuses a list naming another', async () => {
    const both = `${own.first},${own.second}`;
    const one = await get('several', `/priv/api/v1/updates/${secondUpdateId}?soldTo=${both}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ customerId: own.second, unread: true });
    // Through the first sold-to alone it is not there.
    expect((await get('several', `/priv/api/v1/updates/${secondUpdateId}?soldTo=${own.first}`)).statusCode).toBe(404);

    const refused = await send('POST', `/priv/api/v1/updates/${secondUpdateId}/read?soldTo=${own.second},${foreign}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toContain(foreign);

    const before = updatePageSchema.parse((await get('several', `/priv/api/v1/updates?soldTo=${both}`)).json()).unread;
    const read = await send('POST', `/priv/api/v1/updates/${secondUpdateId}/read?soldTo=${both}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: before - 1 });

    const deleted = await send('DELETE', `/priv/api/v1/updates/${secondUpdateId}?soldTo=${both}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = updatePageSchema.parse(
      (await get('several', `/priv/api/v1/updates?soldTo=${both}&pageSize=50`)).json(),
    );
    expect(after.items.map((update) => update.id)).not.toContain(secondUpdateId);

    const allRead = await send('POST', `/priv/api/v1/updates/read-all?soldTo=${both}`);
    expect(allRead.json()).toEqual({ unread: 0 });
  });
});
