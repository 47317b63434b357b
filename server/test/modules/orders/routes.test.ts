import type { InjectOptions } from 'fastify';
import {
  customerPrivilegeCodes,
  orderDetailSchema,
  orderPageSchema,
  type OrderStatus,
  type OrderSummary,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { OrderSource } from '../../../src/modules/orders/index.ts';
import { orders } from '../../../src/db/schema/index.ts';
import { createSignedInUser, createTestCustomer, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createTestOrders, type CreatedOrder, type TestOrder } from '../../helpers/orders.ts';

/** The orders endpoints: who may call them, what another customer's order answers, filters and paging. */

type Caller = TestCaller;
const callers = testCallerNames;

let testApp: TestApp;
let the: TestCallers;
/** A user with orderInquiryNew but not orderInquiryDeliveries, and their sold-to. */
let withoutDeliveries: { token: string; customerId: string };
let testCustomers: string[] = [];
/** One order of each caller's own sold-to, and one of the foreign sold-to. */
const orderOf: Partial<Record<string, CreatedOrder>> = {};
/** The orders of `admin`'s sold-to, as written. */
let adminOrders: CreatedOrder[];
/** The one order of `admin`'s sold-to with a style no other order has. */
let searched: CreatedOrder;

const statuses: OrderStatus[] = ['open', 'confirmed', 'partially_shipped', 'shipped', 'invoiced', 'cancelled'];
const brands = ['40', '50', '45', '10'];
const seasons = ['SS26', 'FW26'];
/**
 * 105 orders three days apart from 2025-06-01: the statuses and four brands in turn, the two seasons five orders each
 * in turn, so each filter below leaves some out.
 */
const history: TestOrder[] = Array.from({ length: 105 }, (_unused, index) => ({
  status: statuses[index % statuses.length],
  brandId: brands[index % brands.length],
  season: seasons[Math.floor(index / 5) % seasons.length],
  orderDate: new Date(Date.parse('2025-06-01T00:00:00Z') + index * 3 * 86_400_000).toISOString().slice(0, 10),
}));

function send(caller: Caller, options: Omit<InjectOptions, 'headers'>) {
  return testApp.app.inject({ ...options, headers: the.headers[caller] } as InjectOptions);
}

const get = (caller: Caller, url: string) => send(caller, { method: 'GET', url });

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  const { db } = testApp.database;
  adminOrders = await createTestOrders(db, the.ownCustomer.admin, history);
  const [found] = await createTestOrders(db, the.ownCustomer.admin, [
    {
      orderDate: '2026-02-10',
      poNumber: `PO-FIND-${the.ownCustomer.admin}`,
      lines: [{ style: 'TSEARCH77', quantity: 2, unitPrice: 30 }],
    },
  ]);
  if (!found) throw new Error('no order written');
  searched = found;
  orderOf[the.ownCustomer.admin] = adminOrders[0];
  for (const customerId of new Set([...Object.values(the.ownCustomer), the.foreignCustomer])) {
    if (customerId === the.ownCustomer.admin) continue;
    [orderOf[customerId]] = await createTestOrders(db, customerId, [
      { status: 'invoiced', shipToName: `Store of ${customerId} only` },
    ]);
  }
  const customerId = await createTestCustomer(db);
  testCustomers.push(customerId);
  withoutDeliveries = {
    token: (await createSignedInUser(testApp.app, db, [{ customerId, enabled: ['ORDER_INQUIRY_NEW'] }])).token,
    customerId,
  };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await removeTestCallers(testApp.database.db, the);
  testCustomers = [];
  await testApp.close();
});

type Request = (caller: Caller) => string;
const ownCustomer = (caller: Caller) => the.ownCustomer[caller];
const foreign = () => the.foreignCustomer;
const detailUrl = (customerId: string, of: string) => {
  const order = orderOf[of];
  return `/priv/api/v1/orders/${order?.source}/${order?.orderId}?customer=${customerId}`;
};

/**
 * Every orders endpoint x every caller. Columns:
 *   admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token)
 * multi has not chosen among its three sold-tos, yet reads the one it names (ADR 042); the staff call in an on-behalf
 * session for admin's sold-to, so another customer's id is refused to them too.
 */
const matrix: Array<[name: string, url: Request, expected: number[]]> = [
  [
    'GET orders, own sold-to',
    (caller) => `/priv/api/v1/orders?customer=${ownCustomer(caller)}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET orders, another customer's id",
    () => `/priv/api/v1/orders?customer=${foreign()}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET order, own sold-to and order',
    (caller) => detailUrl(ownCustomer(caller), ownCustomer(caller)),
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET order, own sold-to and another customer's order",
    (caller) => detailUrl(ownCustomer(caller), foreign()),
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "GET order, another customer's id and order",
    () => detailUrl(foreign(), foreign()),
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET export csv, own sold-to',
    (caller) => `/priv/api/v1/orders/export?customer=${ownCustomer(caller)}&format=csv&season=SS27`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    'GET export xlsx, own sold-to',
    (caller) => `/priv/api/v1/orders/export?customer=${ownCustomer(caller)}&format=xlsx&status=open`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET export, another customer's id",
    () => `/priv/api/v1/orders/export?customer=${foreign()}&status=open`,
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
      expect(response.body).not.toContain(orderOf[the.foreignCustomer]?.shipToName);
    }
  });

  it('refuses staff the orders of a customer outside an on-behalf session', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/orders?customer=${the.ownCustomer.service}`,
      headers: bearer(the.tokens.service),
    });
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('bad input names the field', () => {
  const cases: Array<[url: string, field: string]> = [
    ['/priv/api/v1/orders', 'customer'],
    ['/priv/api/v1/orders?customer=12ab', 'customer'],
    ['/priv/api/v1/orders?customer={own}&status=lost', 'status'],
    ['/priv/api/v1/orders?customer={own}&brand=99', 'brand'],
    ['/priv/api/v1/orders?customer={own}&season=XX26', 'season'],
    ['/priv/api/v1/orders?customer={own}&from=2026-13-01', 'from'],
    ['/priv/api/v1/orders?customer={own}&to=2026-02-30', 'to'],
    ['/priv/api/v1/orders?customer={own}&from=2026-05-01&to=2026-04-01', 'to'],
    ['/priv/api/v1/orders?customer={own}&q=' + 'x'.repeat(61), 'q'],
    ['/priv/api/v1/orders?customer={own}&pageSize=101', 'pageSize'],
    ['/priv/api/v1/orders?customer={own}&pageNumber=-1', 'pageNumber'],
    ['/priv/api/v1/orders/sap/4510100001', 'customer'],
    ['/priv/api/v1/orders/export?customer={own}&format=pdf', 'format'],
    ['/priv/api/v1/orders/export?customer={own}&brand=north', 'brand'],
  ];
  /** The cases name `{own}`, admin's sold-to, made when the file starts. */
  const withOwn = (url: string) => url.replace('{own}', the.ownCustomer.admin);
  it.each(cases)('%s → 400 naming %s', async (url, field) => {
    const response = await get('admin', withOwn(url));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining(field),
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });

  it.each([
    ['/priv/api/v1/orders/ftp/4510100001?customer={own}', 'source'],
    ['/priv/api/v1/orders/sap/not%20an%20id?customer={own}', 'orderId'],
  ])('%s names no order: 404 naming %s', async (url, field) => {
    const response = await get('admin', withOwn(url));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found', details: [{ field, message: expect.any(String) }] });
  });

  it('is refused before validation without the permission (403, not 400)', async () => {
    const ticketsOnly = the.ownCustomer.ticketsOnly;
    expect((await get('ticketsOnly', `/priv/api/v1/orders?customer=${ticketsOnly}&status=lost`)).statusCode).toBe(403);
    expect((await get('none', '/priv/api/v1/orders?status=lost')).statusCode).toBe(401);
  });
});

describe('order list', () => {
  const list = async (query: string) => {
    const response = await get('admin', `/priv/api/v1/orders?customer=${the.ownCustomer.admin}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return orderPageSchema.parse(response.json());
  };
  const newestFirst = (items: OrderSummary[]) =>
    items.every((item, index) => index === 0 || (items[index - 1]?.orderDate ?? '') >= item.orderDate);

  it("pages through the sold-to's orders newest first, counting them all", async () => {
    const all = await testApp.database.db.$count(orders, eq(orders.customerId, the.ownCustomer.admin));
    expect(all).toBe(history.length + 1);
    const first = await list('&pageSize=50');
    const second = await list('&pageSize=50&pageNumber=1');
    expect(first).toMatchObject({ pageNumber: 0, pageSize: 50, totalElements: all, totalCapped: false });
    expect(first.items).toHaveLength(50);
    expect(newestFirst([...first.items, ...second.items])).toBe(true);
    const ids = new Set([...first.items, ...second.items].map((item) => `${item.source}/${item.orderId}`));
    expect(ids.size).toBe(100);
    expect([...first.items, ...second.items].every((item) => item.customerId === the.ownCustomer.admin)).toBe(true);
    const beyond = await list('&pageSize=100&pageNumber=999');
    expect(beyond).toMatchObject({ items: [], totalElements: all });
  });

  it('filters by status, brand, season and order date', async () => {
    const page = await list('&status=invoiced&brand=40&season=SS26&from=2025-09-01&to=2025-12-31&pageSize=100');
    const expected = adminOrders.filter(
      (order) =>
        order.status === 'invoiced' &&
        order.brandId === '40' &&
        order.season === 'SS26' &&
        order.orderDate >= '2025-09-01' &&
        order.orderDate <= '2025-12-31',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(page.items.map((item) => item.orderId).sort()).toEqual(expected.map((order) => order.orderId).sort());
    expect(page.totalElements).toBe(page.items.length);
    for (const item of page.items) {
      expect(item).toMatchObject({ status: 'invoiced', brandId: '40', season: 'SS26' });
      expect(item.orderDate >= '2025-09-01' && item.orderDate <= '2025-12-31').toBe(true);
    }
    expect(newestFirst(page.items)).toBe(true);
  });

  it('lists each status on its own', async () => {
    for (const status of statuses) {
      const page = await list(`&status=${status}&pageSize=100`);
      const expected = adminOrders.filter((order) => order.status === status).length;
      expect(page.totalElements, status).toBe(expected + (status === searched.status ? 1 : 0));
      expect(page.items.every((item) => item.status === status)).toBe(true);
    }
  });

  it('finds orders by part of their number, PO number or a line’s style, case-insensitively', async () => {
    const order = searched;
    if (!order.poNumber) throw new Error('the searched order has no PO number');
    const byId = await list(`&q=${order.orderId.slice(-6).toLowerCase()}`);
    expect(byId.items.map((item) => item.orderId)).toContain(order.orderId);
    const byPo = await list(`&q=${encodeURIComponent(order.poNumber.toLowerCase())}`);
    expect(byPo.items.map((item) => item.orderId)).toEqual([order.orderId]);
    const [line] = order.lines;
    const byStyle = await list(`&q=${line?.style.toLowerCase()}&pageSize=100`);
    expect(byStyle.items.map((item) => item.orderId)).toEqual([order.orderId]);
    expect(byStyle.totalElements).toBeLessThan((await list('')).totalElements);
    // LIKE wildcards are taken literally.
    expect((await list('&q=%25')).totalElements).toBe(0);
    expect((await list('&q=_')).totalElements).toBe(0);
  });
});

describe('order detail', () => {
  it('has the lines, the status timeline and, with orderInquiryDeliveries, the deliveries with tracking', async () => {
    const shipped = adminOrders.find((order) => order.status === 'invoiced');
    const customerId = the.ownCustomer.admin;
    const response = await get(
      'admin',
      `/priv/api/v1/orders/${shipped?.source}/${shipped?.orderId}?customer=${customerId}`,
    );
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
    const response = await get('admin', `/priv/api/v1/orders/sap/4599999999?customer=${the.ownCustomer.admin}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: expect.any(String) });
  });
});

describe('another order source', () => {
  it('answers through the routes, behind the same checks', async () => {
    const asked: string[] = [];
    const customerId = the.ownCustomer.admin;
    const item = {
      source: 'edi' as const,
      orderId: 'ERP-1',
      customerId,
      shipTo: { id: `${customerId}01`, name: 'ERP store' },
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
      const { db } = testApp.database;
      const [{ token: admin }, { token: ticketsOnly }] = [
        await createSignedInUser(app, db, [
          { customerId, role: 'CUSTOMER_ADMIN', enabled: [...customerPrivilegeCodes] },
        ]),
        await createSignedInUser(app, db, [
          { customerId: the.ownCustomer.ticketsOnly, enabled: ['TICKET', 'TICKET_WRITE', 'FAQ'] },
        ]),
      ];
      const list = await app.inject({ url: `/priv/api/v1/orders?customer=${customerId}`, headers: bearer(admin) });
      expect(list.json()).toMatchObject({ items: [{ orderId: 'ERP-1' }], totalElements: 1 });
      const detail = await app.inject({
        url: `/priv/api/v1/orders/edi/ERP-1?customer=${customerId}`,
        headers: bearer(admin),
      });
      expect(detail.json()).toMatchObject({ orderId: 'ERP-1', deliveries: [], timeline: [{ status: 'open' }] });
      const refused = [
        await app.inject({ url: `/priv/api/v1/orders?customer=${foreign()}`, headers: bearer(admin) }),
        await app.inject({
          url: `/priv/api/v1/orders?customer=${the.ownCustomer.ticketsOnly}`,
          headers: bearer(ticketsOnly),
        }),
      ];
      expect(refused.map((response) => response.statusCode)).toEqual([403, 403]);
      expect(asked).toEqual([`list ${customerId}`, `detail ${customerId} edi/ERP-1`]);
    } finally {
      await app.close();
    }
  });
});
