import { accessLogPageSchema, onBehalfAuditPageSchema } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAction } from '../../../src/modules/on-behalf/store.ts';
import { createSignedInUser, createTestCustomer, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/** The group's access log (issue 34): every on-behalf session across customers, filtered, and its CSV file. */

let testApp: TestApp;
let tokens: Record<'staff' | 'salesrep' | 'buyer', string>;
/** Two sessions of this test: staff for one customer, the sales rep for another, each with a reason of its own. */
let staffSession: string;
let salesrepSession: string;
const mark = `AL-${Date.now().toString(36)}`;
/** The staff members' e-mail addresses, of this test only. */
const staffEmail = `staff.${mark.toLowerCase()}@example.test`;
const salesrepEmail = `salesrep.${mark.toLowerCase()}@example.test`;
/** The customers visited: by staff, by the sales rep; and the customer of the customer user. */
let staffVisited: string;
let salesrepVisited: string;
let own: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { app, database } = testApp;
  const { db } = database;
  [staffVisited, salesrepVisited, own] = [
    await createTestCustomer(db),
    await createTestCustomer(db),
    await createTestCustomer(db),
  ];
  const staff = await createSignedInUser(
    app,
    db,
    [{ customerId: null, role: 'CUSTOMER_SERVICE', enabled: ['ON_BEHALF', 'ADMIN_TOOL'] }],
    { companyType: 'internal', username: staffEmail },
  );
  const salesrep = await createSignedInUser(
    app,
    db,
    [{ customerId: null, role: 'SR_EMEA_SALES', enabled: ['ON_BEHALF'] }],
    { companyType: 'internal', username: salesrepEmail },
  );
  const buyer = await createSignedInUser(app, db, [{ customerId: own, enabled: ['COMPANY_INFO', 'FAQ'] }]);
  tokens = { staff: staff.token, salesrep: salesrep.token, buyer: buyer.token };
  staffSession = await startSession(tokens.staff, staffVisited, `${mark} missing delivery`);
  salesrepSession = await startSession(tokens.salesrep, salesrepVisited, `${mark} =new contact`);
  await insertAction(testApp.database.db, {
    sessionId: salesrepSession,
    action: 'contact_created',
    subject: 'Ana Ruiz',
  });
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [staffVisited, salesrepVisited, own]);
  await testApp.close();
});

async function startSession(token: string, customerId: string, reason: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/priv/api/v1/on-behalf/sessions',
    headers: bearer(token),
    payload: { customerId, reason },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { sessionId: string }).sessionId;
}

async function log(query: Record<string, string>) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/customer-search/access-log?${new URLSearchParams(query).toString()}`,
    headers: bearer(tokens.staff),
  });
  expect(response.statusCode, response.body).toBe(200);
  return accessLogPageSchema.parse(response.json());
}

const today = new Date().toISOString().slice(0, 10);
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe("the group's access log", () => {
  it('lists the sessions across customers, newest first, with what was written and who', async () => {
    const page = await log({ reason: mark });
    expect(page.totalElements).toBe(2);
    expect(page.items.map((item) => item.sessionId)).toEqual([salesrepSession, staffSession]);
    expect(page.items[0]).toMatchObject({
      customerId: salesrepVisited,
      staffEmail: salesrepEmail,
      endedAt: null,
      actions: [{ action: 'contact_created', subject: 'Ana Ruiz' }],
    });
    expect(page.items[1]).toMatchObject({ customerId: staffVisited, staffEmail, actions: [] });
  });

  it('filters by customer, by part of the staff e-mail, by period and by words of the reason', async () => {
    expect((await log({ reason: mark, customerId: staffVisited })).items.map((item) => item.sessionId)).toEqual([
      staffSession,
    ]);
    expect((await log({ reason: mark, staff: `SALESREP.${mark}@` })).items.map((item) => item.sessionId)).toEqual([
      salesrepSession,
    ]);
    expect((await log({ reason: mark, from: today, to: today })).totalElements).toBe(2);
    expect((await log({ reason: mark, to: yesterday })).totalElements).toBe(0);
    expect((await log({ reason: `${mark.toLowerCase()} missing` })).items.map((item) => item.sessionId)).toEqual([
      staffSession,
    ]);
    // LIKE's wildcards are matched as themselves.
    expect((await log({ reason: `${mark}%delivery` })).totalElements).toBe(0);
  });

  it('pages', async () => {
    const first = await log({ reason: mark, pageSize: '1' });
    const second = await log({ reason: mark, pageSize: '1', pageNumber: '1' });
    expect(first.totalElements).toBe(2);
    expect([...first.items, ...second.items].map((item) => item.sessionId)).toEqual([salesrepSession, staffSession]);
  });

  it('downloads the filtered log as CSV in the caller’s language, a formula-like reason kept as text', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/customer-search/access-log/export?reason=${mark}`,
      headers: bearer(tokens.staff),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="access-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(response.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual([
      'Started',
      'Ended',
      'How it ended',
      'Customer',
      'Customer name',
      'Staff member',
      'Staff e-mail',
      'Reason',
      'What was written',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(2, 5)).toEqual(['Still open', salesrepVisited, expect.any(String)]);
    expect(rows[1]?.[6]).toBe(salesrepEmail);
    expect(rows[1]?.[7]).toBe(`${mark} =new contact`);
    expect(rows[1]?.[8]).toMatch(/Contact created: Ana Ruiz$/);
    expect(rows[2]?.[3]).toBe(staffVisited);
  });

  it("keeps staff e-mail addresses out of a customer's own log", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/on-behalf/audit?customer=${staffVisited}`,
      headers: bearer(tokens.staff),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = onBehalfAuditPageSchema.parse(response.json());
    const visit = page.items.find((item) => item.sessionId === staffSession);
    expect(visit).toBeDefined();
    expect(visit).not.toHaveProperty('staffEmail');
  });

  it('refuses customer users and staff without the admin tool, naming no data', async () => {
    for (const token of [tokens.buyer, tokens.salesrep]) {
      for (const path of ['access-log', 'access-log/export']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `/priv/api/v1/customer-search/${path}`,
          headers: bearer(token),
        });
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain(mark);
      }
    }
  });
});
