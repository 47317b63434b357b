import type { OrderStatus } from '@portal/contracts';
import type { Database } from '../../src/db/client.ts';
import { createTestDocuments, type CreatedDocument, type TestDocument } from './documents.ts';
import { createTestOrders, type CreatedOrder, type TestOrder } from './orders.ts';

/**
 * A sold-to's history for the reports, written through `createTestOrders` and `createTestDocuments`: 30 orders of
 * two brands (40 and 50) over five seasons (SS25 to SS27) from March 2025, every status in turn (so some are
 * cancelled, some still owe units, some shipped on time and some late), twelve styles, mostly in EUR and some in
 * GBP; and invoices and credit notes in both currencies. Every number follows from the order's position, so a
 * test can count what it expects.
 */

const seasons = ['SS25', 'FW25', 'SS26', 'FW26', 'SS27'];
const statuses: OrderStatus[] = ['open', 'confirmed', 'partially_shipped', 'shipped', 'invoiced', 'cancelled'];

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const styleOf = (index: number) => {
  const number = index % 12;
  return { style: `NF0T${String(1000 + number)}`, styleName: `Test style ${number + 1}` };
};

/** The orders: one every 17 days; every fourth ships 50 days after its order, past its window (late). */
export const reportOrders: readonly TestOrder[] = Array.from({ length: 30 }, (_unused, index): TestOrder => {
  const orderDate = addDays('2025-03-03', index * 17);
  return {
    brandId: index % 3 === 2 ? '50' : '40',
    season: seasons[index % seasons.length],
    status: statuses[index % statuses.length],
    orderDate,
    currency: index % 7 === 6 ? 'GBP' : 'EUR',
    shipDate: addDays(orderDate, index % 4 === 3 ? 50 : 30),
    lines: [
      { ...styleOf(index), quantity: 2 + (index % 5), unitPrice: 40 + index },
      { ...styleOf(index + 5), quantity: 1 + (index % 3), unitPrice: 25.5 },
    ],
  };
});

/** The documents: ten invoices (two in GBP, some paid), three credit notes (one in GBP). */
export const reportDocuments: readonly TestDocument[] = [
  ...Array.from({ length: 10 }, (_unused, index): TestDocument => ({
    type: 'invoice',
    issueDate: addDays('2025-04-07', index * 29),
    currency: index % 5 === 4 ? 'GBP' : 'EUR',
    net: 800 + index * 35,
    paid: index % 2 === 0 ? Number.MAX_SAFE_INTEGER : 0,
  })),
  { type: 'credit_note', issueDate: '2025-06-11', net: 120 },
  { type: 'credit_note', issueDate: '2025-11-20', net: 64.5 },
  { type: 'credit_note', issueDate: '2026-01-15', net: 90, currency: 'GBP' },
];

/** Writes the history above for `customerId`; the orders and documents written. */
export async function createReportHistory(
  db: Database,
  customerId: string,
): Promise<{ orders: CreatedOrder[]; documents: CreatedDocument[] }> {
  const orders = await createTestOrders(db, customerId, reportOrders);
  const documents = await createTestDocuments(db, customerId, reportDocuments);
  return { orders, documents };
}
