import {
  cartHandoffCreatedSchema,
  cartHandoffSchema,
  integrationSecretHeader,
  onBehalfSessionHeader,
  type CartHandoff,
} from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartHandoffs, discontinuedStyles, orderLines } from '../../../src/db/schema/index.ts';
import { createSignedInUser, createTestCustomer, removeTestCustomers, startOnBehalf } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { createTestOrders } from '../../helpers/orders.ts';

/** "Order again" (issue 33): the hand-off, who may make it, the shop's redeem, and the quick-order file. */

const secret = 'dev-integration-secret';
let testApp: TestApp;
let the: TestCallers;
const testCustomers: string[] = [];
const orderOf: Partial<Record<string, { source: string; orderId: string }>> = {};
/** An order of admin's sold-to with lines of a style no longer sold, and the styles no longer sold. */
let mixedOrder: { source: string; orderId: string; discontinued: Set<string> };
/** The style no longer sold, written for this file (a brand's style of its own, removed after it). */
let goneStyle: { brandId: string; style: string };

type MatrixCaller = TestCaller;
const matrixCallers = testCallerNames;
const adminCustomer = () => the.ownCustomer.admin;

const reorderUrl = (customer: string, of: { source: string; orderId: string } | undefined) =>
  `/priv/api/v1/orders/${of?.source}/${of?.orderId}/reorder?customer=${customer}`;
const quickOrderUrl = (customer: string, of: { source: string; orderId: string } | undefined) =>
  `/priv/api/v1/orders/${of?.source}/${of?.orderId}/quick-order?customer=${customer}`;

function call(method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>) {
  return testApp.app.inject({ method, url, headers } as InjectOptions);
}

const redeem = (token: string, headers: Record<string, string> = { [integrationSecretHeader]: secret }) =>
  call('GET', `/api/integration/cart-handoffs/${token}`, headers);

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  const { db } = testApp.database;
  for (const customerId of new Set([...Object.values(the.ownCustomer), the.foreignCustomer])) {
    [orderOf[customerId]] = await createTestOrders(db, customerId, [{ status: 'invoiced' }]);
  }
  goneStyle = { brandId: '40', style: `TGONE${adminCustomer().slice(-6)}` };
  await db.insert(discontinuedStyles).values({ ...goneStyle, discontinuedOn: '2025-12-31' });
  const [mixed] = await createTestOrders(db, adminCustomer(), [
    {
      status: 'invoiced',
      brandId: goneStyle.brandId,
      lines: [
        { style: 'NF0A3XEO', colour: 'JK3', size: 'M', quantity: 4, unitPrice: 120 },
        { style: goneStyle.style, colour: 'KX7', size: 'L', quantity: 2, unitPrice: 80 },
        { style: 'NF0A52RT', colour: 'KY4', size: 'OS', quantity: 3, unitPrice: 65.5 },
      ],
    },
  ]);
  if (!mixed) throw new Error('no order written');
  mixedOrder = { source: mixed.source, orderId: mixed.orderId, discontinued: new Set([goneStyle.style]) };
});

afterAll(async () => {
  const { db } = testApp.database;
  if (goneStyle) {
    await db
      .delete(discontinuedStyles)
      .where(and(eq(discontinuedStyles.brandId, goneStyle.brandId), eq(discontinuedStyles.style, goneStyle.style)));
  }
  await removeTestCustomers(db, testCustomers);
  await removeTestCallers(db, the);
  await testApp.close();
});

/**
 * Columns: admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token); the staff
 * callers call in an on-behalf session for admin's sold-to, whose on-behalf permissions include the B2B shop.
 */
const matrix: Array<
  [name: string, customer: (caller: MatrixCaller) => string, of: (caller: MatrixCaller) => string, expected: number[]]
> = [
  [
    'own sold-to and order',
    (caller) => the.ownCustomer[caller],
    (caller) => the.ownCustomer[caller],
    [201, 201, 201, 403, 403, 201, 201, 201, 201, 401],
  ],
  [
    "own sold-to, another customer's order",
    (caller) => the.ownCustomer[caller],
    () => the.foreignCustomer,
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "another customer's id and order",
    () => the.foreignCustomer,
    () => the.foreignCustomer,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];

describe('POST reorder authorization matrix', () => {
  const cells = matrix.flatMap(([name, customer, of, expected]) =>
    matrixCallers.map((caller, index) => ({ name, caller, customer, of, expected: expected[index] ?? 0 })),
  );
  it.each(cells)('$name as $caller → $expected', async ({ caller, customer, of, expected }) => {
    const response = await call('POST', reorderUrl(customer(caller), orderOf[of(caller)]), the.headers[caller]);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 201) cartHandoffCreatedSchema.parse(response.json());
  });

  it('refuses a user who may read the orders but has no B2B shop access', async () => {
    const customerId = adminCustomer();
    const { token } = await createSignedInUser(testApp.app, testApp.database.db, [
      { customerId, enabled: ['ORDER_INQUIRY', 'ORDER_INQUIRY_NEW'] },
    ]);
    const headers = { authorization: `Bearer ${token}` };
    // The order itself is there for them; the shop is not.
    const order = orderOf[customerId];
    const detail = await call(
      'GET',
      `/priv/api/v1/orders/${order?.source}/${order?.orderId}?customer=${customerId}`,
      headers,
    );
    expect(detail.statusCode).toBe(200);
    const refused = await call('POST', reorderUrl(customerId, order), headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('B2B shop access');
    expect((await call('GET', quickOrderUrl(customerId, order), headers)).statusCode).toBe(403);
  });

  it('refuses staff outside the on-behalf mode, and on behalf of a customer who turned off staff changes', async () => {
    const outside = { authorization: `Bearer ${the.tokens.service}` };
    const german = the.ownCustomer.german;
    expect((await call('POST', reorderUrl(german, orderOf[german]), outside)).statusCode).toBe(403);
    // A customer of this test's own turns off "staff may change data on our behalf" (a demo customer's setting
    // would stay off for the files after this one on a shared database).
    const { db } = testApp.database;
    const customerId = await createTestCustomer(db);
    testCustomers.push(customerId);
    const holder = await createSignedInUser(testApp.app, db, [{ customerId, enabled: ['COMPANY_INFO'] }]);
    const off = await testApp.app.inject({
      method: 'PUT',
      url: '/priv/api/v1/on-behalf/consent',
      headers: { authorization: `Bearer ${holder.token}` },
      payload: { customer: customerId, staffMayWrite: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const sessionId = await startOnBehalf(testApp.app, the.tokens.service, customerId);
    const inSession = { ...outside, [onBehalfSessionHeader]: sessionId };
    try {
      // A hand-off is a write: refused naming the setting, before the order is looked for.
      const someOrder = { source: 'sap', orderId: '4510000001' };
      const refused = await call('POST', reorderUrl(customerId, someOrder), inSession);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().reason).toBeDefined();
      // Reading stays open: the quick-order file is a download, so the order is looked for (this customer has none).
      expect((await call('GET', quickOrderUrl(customerId, someOrder), inSession)).statusCode).toBe(404);
    } finally {
      await call('DELETE', `/priv/api/v1/on-behalf/sessions/${sessionId}`, inSession);
    }
  });

  it('answers bad ids with 400 naming the field, and writes nothing', async () => {
    const { db } = testApp.database;
    const before = await db.$count(cartHandoffs);
    const headers = the.headers.admin;
    const customer = adminCustomer();
    const badSource = await call('POST', `/priv/api/v1/orders/ftp/4510000001/reorder?customer=${customer}`, headers);
    const badOrder = await call('POST', `/priv/api/v1/orders/sap/..%2Fx/reorder?customer=${customer}`, headers);
    const badCustomer = await call('POST', `/priv/api/v1/orders/sap/4510000001/reorder?customer=abc`, headers);
    const noCustomer = await call('POST', `/priv/api/v1/orders/sap/4510000001/reorder`, headers);
    for (const [response, field] of [
      [badSource, 'source'],
      [badOrder, 'orderId'],
      [badCustomer, 'customer'],
      [noCustomer, 'customer'],
    ] as const) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect(await db.$count(cartHandoffs)).toBe(before);
  });
});

describe('the hand-off and the shop redeem', () => {
  let created: { token: string; url: string };
  let handoff: CartHandoff;

  beforeAll(async () => {
    const response = await call('POST', reorderUrl(adminCustomer(), mixedOrder), the.headers.admin);
    expect(response.statusCode, response.body).toBe(201);
    created = cartHandoffCreatedSchema.parse(response.json());
  });

  it('links to the B2B shop with the brand, language, configured parameter and the token', () => {
    const url = new URL(created.url);
    expect(url.pathname).toBe('/legacy/b2b');
    expect(url.searchParams.get('origin')).toBe('portal');
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('brand')).toMatch(/^\d+$/);
    expect(url.searchParams.get('handoff')).toBe(created.token);
  });

  it('keeps only a hash of the token', async () => {
    const rows = await testApp.database.db.select({ tokenHash: cartHandoffs.tokenHash }).from(cartHandoffs);
    expect(rows.some((row) => row.tokenHash === created.token)).toBe(false);
  });

  it('refuses the redeem without the integration secret or with another, before looking at the token', async () => {
    expect((await redeem(created.token, {})).statusCode).toBe(401);
    expect((await redeem(created.token, { [integrationSecretHeader]: 'not-the-secret-at-all' })).statusCode).toBe(401);
    expect((await redeem('not a token', {})).statusCode).toBe(401);
    // A bearer token is no secret: the user's own token does not redeem.
    expect((await redeem(created.token, { authorization: `Bearer ${the.tokens.admin}` })).statusCode).toBe(401);
  });

  it('answers the lines once, those of styles no longer sold apart, then 410; an unknown token 404', async () => {
    const first = await redeem(created.token);
    expect(first.statusCode, first.body).toBe(200);
    handoff = cartHandoffSchema.parse(first.json());
    expect(handoff).toMatchObject({
      customerId: adminCustomer(),
      language: 'en',
      order: { orderId: mixedOrder.orderId },
    });
    const { db } = testApp.database;
    const lines = await db
      .select({ style: orderLines.style, sku: orderLines.sku, quantity: orderLines.orderedQuantity })
      .from(orderLines)
      .where(and(eq(orderLines.source, mixedOrder.source), eq(orderLines.orderId, mixedOrder.orderId)))
      .orderBy(orderLines.lineNumber);
    const sold = lines.filter((line) => !mixedOrder.discontinued.has(line.style) && line.quantity > 0);
    const notSold = lines.filter((line) => mixedOrder.discontinued.has(line.style) && line.quantity > 0);
    expect(notSold.length).toBeGreaterThan(0);
    expect(handoff.lines.map((line) => [line.sku, line.quantity])).toEqual(
      sold.map((line) => [line.sku, line.quantity]),
    );
    expect(handoff.notSold.map((line) => [line.sku, line.quantity])).toEqual(
      notSold.map((line) => [line.sku, line.quantity]),
    );
    expect((await redeem(created.token)).statusCode).toBe(410);
    const unknown = await redeem('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    // A token of another shape names no hand-off either (a path parameter that names nothing).
    const malformed = await redeem('short');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'token' })]));
  });

  it('answers 410 for a hand-off past its lifetime', async () => {
    const response = await call('POST', reorderUrl(adminCustomer(), mixedOrder), the.headers.admin);
    const { token } = cartHandoffCreatedSchema.parse(response.json());
    await testApp.database.db
      .update(cartHandoffs)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(inArray(cartHandoffs.orderId, [mixedOrder.orderId]));
    expect((await redeem(token)).statusCode).toBe(410);
  });

  it('the quick-order file holds the same lines as CSV', async () => {
    const response = await call('GET', quickOrderUrl(adminCustomer(), mixedOrder), the.headers.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      `quick-order-${mixedOrder.source}-${mixedOrder.orderId}.csv`,
    );
    const [header, ...rows] = response.body.trim().split(/\r?\n/);
    expect(header).toBe('style,colour,size,sku,quantity,styleName,colourName');
    expect(rows.map((row) => row.split(',').slice(3, 5))).toEqual(
      handoff.lines.map((line) => [line.sku, String(line.quantity)]),
    );
  });
});

describe('the stand-in B2B shop', () => {
  it('redeems the token and shows the lines and those no longer sold; a second visit says it is spent', async () => {
    const response = await call('POST', reorderUrl(adminCustomer(), mixedOrder), the.headers.admin);
    const { url } = cartHandoffCreatedSchema.parse(response.json());
    const path = new URL(url);
    const page = await call('GET', `${path.pathname}${path.search}`, {});
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Cart from the portal');
    expect(page.body).toContain(mixedOrder.orderId);
    expect(page.body).toContain('No longer sold');
    const again = await call('GET', `${path.pathname}${path.search}`, {});
    expect(again.body).toContain('This cart was already received or has expired.');
    const unknown = await call('GET', '/legacy/b2b?language=de&handoff=nonsense', {});
    expect(unknown.body).toContain('Mit diesem Link wurde kein Warenkorb übergeben.');
  });
});
