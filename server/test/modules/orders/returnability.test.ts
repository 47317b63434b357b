import type { InjectOptions } from 'fastify';
import { orderReturnabilitySchema, returnWindowDays, type Delivery } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index.ts';
import type { OrderRecord } from '../../../src/modules/orders/index.ts';
import { returnabilityOf } from '../../../src/modules/orders/service.ts';
import {
  foreignCustomer,
  matrixCallers,
  ownCustomerOf,
  matrixHeaders,
  personaTokens,
  type MatrixCaller,
  type PersonaName,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

/** The return-eligibility question: the rule on lines and deliveries, and who may ask it. */

const line = (lineNumber: number, shippedQuantity: number, status: OrderRecord['status'] = 'shipped') => ({
  lineNumber,
  style: 'NF0A3',
  styleName: 'Nuptse Jacket',
  colour: 'JK3',
  colourName: 'Black',
  size: 'M',
  sku: `NF0A3-JK3-M-${lineNumber}`,
  orderedQuantity: 10,
  confirmedQuantity: 10,
  shippedQuantity,
  unitPrice: 120,
  netAmount: 1200,
  status,
});

const order: OrderRecord = {
  source: 'sap',
  orderId: '4510000001',
  customerId: '1000101',
  shipTo: { id: '100010101', name: 'Store' },
  brandId: '40',
  season: 'FW26',
  poNumber: null,
  orderDate: '2026-06-01',
  requestedDelivery: { from: '2026-08-01', to: '2026-08-31' },
  confirmedDelivery: { from: '2026-08-01', to: '2026-08-31' },
  status: 'partially_shipped',
  currency: 'EUR',
  netTotal: 3600,
  lineCount: 3,
  orderedQuantity: 30,
  lines: [line(10, 10), line(20, 0), line(30, 0, 'cancelled')],
  confirmedOn: '2026-06-03',
  invoicedOn: null,
  cancelledOn: null,
};

const delivery = (shipDate: string, deliveredAt: string | null): Delivery => ({
  deliveryNumber: `D-${shipDate}`,
  shipDate,
  carrier: 'DHL Express',
  trackingNumber: null,
  trackingUrl: null,
  proofOfDelivery: deliveredAt ? { deliveredAt, signedBy: 'A. Jones' } : null,
  lines: [{ lineNumber: 10, sku: 'NF0A3-JK3-M-10', quantity: 5 }],
});

describe('returnabilityOf', () => {
  const deliveries = [delivery('2026-08-01', '2026-08-04'), delivery('2026-08-20', null)];

  it(`opens a shipped line for ${returnWindowDays} days after its last delivery arrived`, () => {
    const result = returnabilityOf(order, deliveries, '2026-10-19');
    expect(result.returnable).toBe(true);
    // The later delivery has no proof of delivery: its ship date counts.
    expect(result.returnableUntil).toBe('2026-10-19');
    expect(result.lines[0]).toMatchObject({ returnableQuantity: 10, returnableUntil: '2026-10-19', reason: null });
  });

  it('says why a line cannot be returned: not shipped, cancelled, or the window closed', () => {
    const result = returnabilityOf(order, deliveries, '2026-10-20');
    expect(result.returnable).toBe(false);
    expect(result.returnableUntil).toBeNull();
    expect(result.lines.map((entry) => [entry.lineNumber, entry.returnableQuantity, entry.reason])).toEqual([
      [10, 0, 'window_closed'],
      [20, 0, 'not_shipped'],
      [30, 0, 'cancelled'],
    ]);
  });
});

let testApp: TestApp;
let tokens: Record<PersonaName, string>;
const orderOf: Partial<Record<string, { source: string; orderId: string }>> = {};

/** Each caller's headers; staff call in an on-behalf session for their `ownCustomerOf`. */
let headersOf: Record<MatrixCaller, Record<string, string>>;

function get(caller: MatrixCaller, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: headersOf[caller] } as InjectOptions);
}

const urlOf = (customer: string, of: string) =>
  `/priv/api/v1/orders/${orderOf[of]?.source}/${orderOf[of]?.orderId}/returnability?customer=${customer}`;

beforeAll(async () => {
  testApp = await buildTestApp();
  tokens = await personaTokens(testApp.app);
  headersOf = await matrixHeaders(testApp.app, tokens);
  for (const customerId of new Set([...Object.values(ownCustomerOf), foreignCustomer])) {
    const [row] = await testApp.database.db
      .select({ source: orders.source, orderId: orders.orderId })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['shipped', 'invoiced'])))
      .limit(1);
    orderOf[customerId] = row;
  }
});

afterAll(() => testApp.close());

/**
 * Columns: buyer multi newterms pending limited klaus staff approver salesrep (no token); the staff personas call in
 * an on-behalf session for buyer@'s sold-to.
 */
const matrix: Array<[name: string, url: (caller: MatrixCaller) => string, expected: number[]]> = [
  [
    'own sold-to and order',
    (caller) => urlOf(ownCustomerOf[caller], ownCustomerOf[caller]),
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "own sold-to, another customer's order",
    (caller) => urlOf(ownCustomerOf[caller], foreignCustomer),
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "another customer's id and order",
    () => urlOf(foreignCustomer, foreignCustomer),
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];

describe('GET returnability authorization matrix', () => {
  const cells = matrix.flatMap(([name, url, expected]) =>
    matrixCallers.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
  );
  it.each(cells)('$name as $caller → $expected', async ({ caller, url, expected }) => {
    const response = await get(caller, url(caller));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 200) orderReturnabilitySchema.parse(response.json());
  });

  it('answers an order of a source that does not exist with 404 naming the source', async () => {
    const response = await get('buyer', '/priv/api/v1/orders/ftp/4510000001/returnability?customer=1000101');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      details: expect.arrayContaining([expect.objectContaining({ field: 'source' })]),
    });
  });
});
