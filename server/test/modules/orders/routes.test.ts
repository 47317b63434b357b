import type { InjectOptions } from 'fastify';
import { orderDetailSchema, orderPageSchema, type OrderSummary } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { OrderSource } from '../../../src/modules/orders/index.ts';
import { orderLines, orders } from '../../../src/db/schema/index.ts';
import {
  createTestCustomer,
  grantPrivileges,
  personaTokens,
  removeTestCustomers,
  type PersonaName,
  foreignCustomer,
  matrixCallers,
  ownCustomerOf,
  type MatrixCaller,
  matrixHeaders,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

/** The orders endpoints: who may call them, what another customer's order answers, filters and paging. */

type Caller = MatrixCaller;
const callers = matrixCallers;
const ownCustomer = ownCustomerOf;

let testApp: TestApp;
let tokens: Record<PersonaName, string>;
/** A user with orderInquiryNew but not orderInquiryDeliveries, and their sold-to. */
let withoutDeliveries: { token: string; customerId: string };
let testCustomers: string[] = [];
/** One order of each caller's own sold-to, and one of the foreign sold-to. */
const orderOf: Partial<Record<string, { source: string; orderId: string; shipToName: string }>> = {};

/** Each caller's headers; staff call in an on-behalf session for their `ownCustomer`. */
let headersOf: Record<Caller, Record<string, string>>;

function send(caller: Caller, options: Omit<InjectOptions, 'headers'>) {
  return testApp.app.inject({ ...options, headers: headersOf[caller] } as InjectOptions);
}

const get = (caller: Caller, url: string) => send(caller, { method: 'GET', url });

async function firstOrder(customerId: string) {
  const [row] = await testApp.database.db
    .select({ source: orders.source, orderId: orders.orderId, shipToName: orders.shipToName })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .limit(1);
  return row;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  tokens = await personaTokens(testApp.app);
  headersOf = await matrixHeaders(testApp.app, tokens);
  for (const customerId of new Set([...Object.values(ownCustomer), foreignCustomer])) {
    orderOf[customerId] = await firstOrder(customerId);
  }
  const user = await createTestUser(db);
  const customerId = await createTestCustomer(db);
  testCustomers.push(customerId);
  await grantPrivileges(db, user.id, [{ customerId, enabled: ['ORDER_INQUIRY_NEW'] }]);
  withoutDeliveries = {
    token: (await new Browser(testApp.app).signIn(user.username, user.password)).access_token,
    customerId,
  };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  testCustomers = [];
  await testApp.close();
});

type Request = (caller: Caller) => string;
const detailUrl = (customerId: string, of: string) => {
  const order = orderOf[of];
  return `/priv/api/v1/orders/${order?.source}/${order?.orderId}?customer=${customerId}`;
};

/**
 * Every orders endpoint x every caller. Columns:
 *   buyer multi newterms pending limited klaus staff approver salesrep (no token)
 * multi@ has not chosen among their three sold-tos, yet reads the one it names (ADR 042); the staff personas call in
 * an on-behalf session for buyer@'s sold-to, so another customer's id is refused to them too.
 */
const matrix: Array<[name: string, url: Request, expected: number[]]> = [
  [
    'GET orders, own sold-to',
    (caller) => `/priv/api/v1/orders?customer=${ownCustomer[caller]}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET orders, another customer's id",
    () => `/priv/api/v1/orders?customer=${foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET order, own sold-to and order',
    (caller) => detailUrl(ownCustomer[caller], ownCustomer[caller]),
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET order, own sold-to and another customer's order",
    (caller) => detailUrl(ownCustomer[caller], foreignCustomer),
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "GET order, another customer's id and order",
    () => detailUrl(foreignCustomer, foreignCustomer),
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET export csv, own sold-to',
    (caller) => `/priv/api/v1/orders/export?customer=${ownCustomer[caller]}&format=csv&season=SS27`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    'GET export xlsx, own sold-to',
    (caller) => `/priv/api/v1/orders/export?customer=${ownCustomer[caller]}&format=xlsx&status=open`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET export, another customer's id",
    () => `/priv/api/v1/orders/export?customer=${foreignCustomer}&status=open`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];

const cells = matrix.flatMap(([name, url, expected]) =>
  callers.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
);

describe('orders authorization matrix', () => {
  it.each(cells)('$name as $caller → $expected', async ({ caller, url, expected }) => {
    const response = await get(caller, url(caller));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      // A refusal never carries the order's data (it may name the number asked for).
      expect(response.body).not.toContain(orderOf[foreignCustomer]?.shipToName);
    }
  });

  it('refuses staff the orders of a customer outside an on-behalf session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/orders?customer=${ownCustomer.staff}`,
      headers: bearer(tokens.staff),
    });
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('bad input names the field', () => {
  const cases: Array<[url: string, field: string]> = [
    ['/priv/api/v1/orders', 'customer'],
    ['/priv/api/v1/orders?customer=12ab', 'customer'],
    ['/priv/api/v1/orders?customer=1000101&status=lost', 'status'],
    ['/priv/api/v1/orders?customer=1000101&brand=99', 'brand'],
    ['/priv/api/v1/orders?customer=1000101&season=XX26', 'season'],
    ['/priv/api/v1/orders?customer=1000101&from=2026-13-01', 'from'],
    ['/priv/api/v1/orders?customer=1000101&to=2026-02-30', 'to'],
    ['/priv/api/v1/orders?customer=1000101&from=2026-05-01&to=2026-04-01', 'to'],
    ['/priv/api/v1/orders?customer=1000101&q=' + 'x'.repeat(61), 'q'],
    ['/priv/api/v1/orders?customer=1000101&pageSize=101', 'pageSize'],
    ['/priv/api/v1/orders?customer=1000101&pageNumber=-1', 'pageNumber'],
    ['/priv/api/v1/orders/sap/4510100001', 'customer'],
    ['/priv/api/v1/orders/export?customer=1000101&format=pdf', 'format'],
    ['/priv/api/v1/orders/export?customer=1000101&brand=north', 'brand'],
  ];
  it.each(cases)('%s → 400 naming %s', async (url, field) => {
    const response = await get('buyer', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining(field),
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });

  it.each([
    ['/priv/api/v1/orders/ftp/4510100001?customer=1000101', 'source'],
    ['/priv/api/v1/orders/sap/not%20an%20id?customer=1000101', 'orderId'],
  ])('%s names no order: 404 naming %s', async (url, field) => {
    const response = await get('buyer', url);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found', details: [{ field, message: expect.any(String) }] });
  });

  it('is refused before validation without the permission (403, not 400)', async () => {
    expect((await get('limited', '/priv/api/v1/orders?customer=1000106&status=lost')).statusCode).toBe(403);
    expect((await get('none', '/priv/api/v1/orders?status=lost')).statusCode).toBe(401);
  });
});

describe('order list', () => {
  const list = async (query: string) => {
    const response = await get('buyer', `/priv/api/v1/orders?customer=1000101${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return orderPageSchema.parse(response.json());
  };
  const newestFirst = (items: OrderSummary[]) =>
    items.every((item, index) => index === 0 || (items[index - 1]?.orderDate ?? '') >= item.orderDate);

  it("pages through the sold-to's orders newest first, counting them all", async () => {
    const all = await testApp.database.db.$count(orders, eq(orders.customerId, '1000101'));
    expect(all).toBeGreaterThanOrEqual(100);
    const first = await list('&pageSize=50');
    const second = await list('&pageSize=50&pageNumber=1');
    expect(first).toMatchObject({ pageNumber: 0, pageSize: 50, totalElements: all, totalCapped: false });
    expect(first.items).toHaveLength(50);
    expect(newestFirst([...first.items, ...second.items])).toBe(true);
    const ids = new Set([...first.items, ...second.items].map((item) => `${item.source}/${item.orderId}`));
    expect(ids.size).toBe(100);
    expect([...first.items, ...second.items].every((item) => item.customerId === '1000101')).toBe(true);
    const beyond = await list('&pageSize=100&pageNumber=999');
    expect(beyond).toMatchObject({ items: [], totalElements: all });
  });

  it('filters by status, brand, season and order date', async () => {
    const page = await list('&status=invoiced&brand=40&season=SS26&from=2025-09-01&to=2025-12-31&pageSize=100');
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.totalElements).toBe(page.items.length);
    for (const item of page.items) {
      expect(item).toMatchObject({ status: 'invoiced', brandId: '40', season: 'SS26' });
      expect(item.orderDate >= '2025-09-01' && item.orderDate <= '2025-12-31').toBe(true);
    }
    expect(newestFirst(page.items)).toBe(true);
  });

  it('shows every status across the demo history', async () => {
    for (const status of ['open', 'confirmed', 'partially_shipped', 'shipped', 'invoiced', 'cancelled']) {
      const page = await testApp.database.db.$count(orders, eq(orders.status, status));
      expect(page, status).toBeGreaterThan(0);
    }
  });

  it('finds orders by part of their number, PO number or a line’s style, case-insensitively', async () => {
    const [order] = await testApp.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, '1000101'), ne(orders.poNumber, '')))
      .limit(1);
    if (!order?.poNumber) throw new Error('no demo order with a PO number');
    const byId = await list(`&q=${order.orderId.slice(-6).toLowerCase()}`);
    expect(byId.items.map((item) => item.orderId)).toContain(order.orderId);
    const byPo = await list(`&q=${encodeURIComponent(order.poNumber.toLowerCase())}`);
    expect(byPo.items.map((item) => item.orderId)).toEqual([order.orderId]);
    const [line] = await testApp.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.source, order.source), eq(orderLines.orderId, order.orderId)))
      .limit(1);
    const byStyle = await list(`&q=${line?.style.toLowerCase()}&pageSize=100`);
    expect(byStyle.items.map((item) => item.orderId)).toContain(order.orderId);
    expect(byStyle.totalElements).toBeLessThan((await list('')).totalElements);
    // LIKE wildcards are taken literally.
    expect((await list('&q=%25')).totalElements).toBe(0);
    expect((await list('&q=_')).totalElements).toBe(0);
  });
});

describe('order detail', () => {
  it('has the lines, the status timeline and, with orderInquiryDeliveries, the deliveries with tracking', async () => {
    const [shipped] = await testApp.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, '1000101'), eq(orders.status, 'invoiced')))
      .limit(1);
    const response = await get('buyer', `/priv/api/v1/orders/${shipped?.source}/${shipped?.orderId}?customer=1000101`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = orderDetailSchema.parse(response.json());
    expect(detail.lines.length).toBe(detail.lineCount);
    expect(detail.deliveries?.length).toBeGreaterThan(0);
    const shippedQuantity = detail.lines.reduce((sum, line) => sum + line.shippedQuantity, 0);
    const delivered = (detail.deliveries ?? []).flatMap((delivery) => delivery.lines);
    expect(delivered.reduce((sum, line) => sum + line.quantity, 0)).toBe(shippedQuantity);
    expect(detail.timeline.map((step) => step.status)).toEqual(
      expect.arrayContaining(['open', 'confirmed', 'shipped', 'invoiced']),
    );
    expect(detail.timeline[0]).toEqual({ status: 'open', date: detail.orderDate });
  });

  it('leaves the deliveries out without orderInquiryDeliveries', async () => {
    const { db } = testApp.database;
    const { customerId, token } = withoutDeliveries;
    await db.insert(orders).values({
      source: 'b2b',
      orderId: `B2B-T${customerId}`,
      customerId,
      shipToId: `${customerId}01`,
      shipToName: 'Test store',
      brandId: '50',
      season: 'FW26',
      poNumber: null,
      orderDate: '2026-03-02',
      requestedFrom: '2026-07-01',
      requestedTo: '2026-07-20',
      status: 'open',
      currency: 'EUR',
      netTotal: '0.00',
      lineCount: 0,
      orderedQuantity: 0,
    });
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/orders?customer=${customerId}`,
      headers: bearer(token),
    });
    expect(list.json()).toMatchObject({ totalElements: 1 });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/orders/b2b/B2B-T${customerId}?customer=${customerId}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ deliveries: null, lines: [], timeline: [{ status: 'open' }] });
  });

  it('is 404 for an order number nobody has', async () => {
    const response = await get('buyer', '/priv/api/v1/orders/sap/4599999999?customer=1000101');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
  });
});

describe('another order source', () => {
  it('answers through the routes, behind the same checks', async () => {
    const asked: string[] = [];
    const item = {
      source: 'edi' as const,
      orderId: 'ERP-1',
      customerId: '1000101',
      shipTo: { id: '100010101', name: 'ERP store' },
      brandId: '40',
      season: 'FW26',
      poNumber: 'PO-ERP',
      orderDate: '2026-02-01',
      requestedDelivery: { from: '2026-07-01', to: '2026-07-15' },
      confirmedDelivery: null,
      status: 'open' as const,
      currency: 'EUR',
      netTotal: 10,
      lineCount: 0,
      orderedQuantity: 0,
    };
    const erp: OrderSource = {
      async list(customerId, _filter, { pageNumber, pageSize }) {
        asked.push(`list ${customerId}`);
        return { items: [item], pageNumber, pageSize, totalElements: 1, totalCapped: false };
      },
      async detail(customerId, source, orderId) {
        asked.push(`detail ${customerId} ${source}/${orderId}`);
        return orderId === item.orderId
          ? { ...item, lines: [], confirmedOn: null, invoicedOn: null, cancelledOn: null }
          : undefined;
      },
      async deliveries() {
        return [];
      },
      async *exportLines() {
        yield [];
      },
      async totals() {
        return [];
      },
    };
    const app = buildApp({ config: testApp.config, database: testApp.database, orderSource: erp });
    try {
      const { buyer, limited } = await personaTokens(app, ['buyer', 'limited']);
      const list = await app.inject({ url: '/priv/api/v1/orders?customer=1000101', headers: bearer(buyer) });
      expect(list.json()).toMatchObject({ items: [{ orderId: 'ERP-1' }], totalElements: 1 });
      const detail = await app.inject({
        url: '/priv/api/v1/orders/edi/ERP-1?customer=1000101',
        headers: bearer(buyer),
      });
      expect(detail.json()).toMatchObject({ orderId: 'ERP-1', deliveries: [], timeline: [{ status: 'open' }] });
      const refused = [
        await app.inject({ url: `/priv/api/v1/orders?customer=${foreignCustomer}`, headers: bearer(buyer) }),
        await app.inject({ url: '/priv/api/v1/orders?customer=1000106', headers: bearer(limited) }),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403]);
      expect(asked).toEqual(['list 1000101', 'detail 1000101 edi/ERP-1']);
    } finally {
      await app.close();
    }
  });
});
