import type { InjectOptions } from 'fastify';
import { orderReturnabilitySchema, returnWindowDays, type Delivery } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../../src/modules/orders/index.ts';
import { returnabilityOf } from '../../../src/modules/orders/service.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { createTestOrders } from '../../helpers/orders.ts';

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
let the: TestCallers;
/** A shipped order of each caller's own sold-to and of the foreign one. */
const orderOf: Partial<Record<string, { source: string; orderId: string }>> = {};

/** Each caller's headers; staff call in an on-behalf session for their own customer. `{own}` is admin's sold-to. */
function get(caller: TestCaller, url: string) {
  return testApp.app.inject({
    method: 'GET',
    url: url.replaceAll('{own}', the.ownCustomer.admin),
    headers: the.headers[caller],
  } as InjectOptions);
}
const ownCustomerOf = (caller: TestCaller) => the.ownCustomer[caller];

const urlOf = (customer: string, of: string) =>
  `/priv/api/v1/orders/${orderOf[of]?.source}/${orderOf[of]?.orderId}/returnability?customer=${customer}`;

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  for (const customerId of new Set([...Object.values(the.ownCustomer), the.foreignCustomer])) {
    [orderOf[customerId]] = await createTestOrders(testApp.database.db, customerId, [{ status: 'shipped' }]);
  }
});

afterAll(async () => {
  await removeTestCallers(testApp.database.db, the);
  await testApp.close();
});

/**
 * Columns: admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token); the staff call
 * in an on-behalf session for admin's sold-to.
 */
const matrix: Array<[name: string, url: (caller: TestCaller) => string, expected: number[]]> = [
  [
    'own sold-to and order',
    (caller) => urlOf(ownCustomerOf(caller), ownCustomerOf(caller)),
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "own sold-to, another customer's order",
    (caller) => urlOf(ownCustomerOf(caller), the.foreignCustomer),
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "another customer's id and order",
    () => urlOf(the.foreignCustomer, the.foreignCustomer),
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];

describe('GET returnability authorization matrix', () => {
  const cells = matrix.flatMap(([name, url, expected]) =>
    testCallerNames.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
  );
  it.each(cells)('$name as $caller → $expected', async ({ caller, url, expected }) => {
    const response = await get(caller, url(caller));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 200) orderReturnabilitySchema.parse(response.json());
  });

  it('answers an order of a source that does not exist with 404 naming the source', async () => {
    const response = await get('admin', '/priv/api/v1/orders/ftp/4510000001/returnability?customer={own}');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      details: expect.arrayContaining([expect.objectContaining({ field: 'source' })]),
    });
  });
});
