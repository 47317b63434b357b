import { describe, expect, it } from 'vitest';
import { generateBillingDocuments, loadDemoBillingFile } from '../../src/seed/billing-documents.ts';
import { loadCustomers } from '../../src/seed/demo-files.ts';
import { generateOrders, loadDemoOrdersFile } from '../../src/seed/orders.ts';

/** The demo billing documents: generated from the demo orders, consistent in their amounts and settlements. */

const ordersFile = loadDemoOrdersFile();
const billingFile = loadDemoBillingFile();
const customers = loadCustomers();
const generated = customers.map((customer) => ({
  customer,
  orders: generateOrders(customer, ordersFile),
  documents: generateBillingDocuments(customer, ordersFile, billingFile),
}));
const amount = (value: string | undefined) => Number(value ?? 'NaN');

describe('demo billing documents', () => {
  it('are the same on every run', () => {
    expect(customers.map((customer) => generateBillingDocuments(customer, ordersFile, billingFile))).toEqual(
      generated.map(({ documents }) => documents),
    );
  });

  it('invoice every invoiced order with shipped goods once, with its shipped lines, on its invoicing day', () => {
    for (const { orders, documents } of generated) {
      const invoices = documents.filter((document) => document.type === 'invoice');
      // An invoiced order whose lines were all cancelled has nothing to invoice.
      const invoiced = orders.orders.filter(
        (order) =>
          order.status === 'invoiced' &&
          orders.lines.some((line) => line.orderId === order.orderId && line.shippedQuantity > 0),
      );
      expect(invoices.length).toBeGreaterThan(0);
      expect(invoices.length).toBe(invoiced.length);
      for (const invoice of invoices) {
        const [ref] = invoice.orders;
        const order = invoiced.find((candidate) => candidate.orderId === ref?.orderId);
        expect(order?.invoicedOn).toBe(invoice.issueDate);
        const shipped = orders.lines.filter((line) => line.orderId === order?.orderId && line.shippedQuantity > 0);
        expect(invoice.lines.map((line) => line.quantity)).toEqual(shipped.map((line) => line.shippedQuantity));
        const net = invoice.lines.reduce((sum, line) => sum + line.netAmount, 0);
        expect(amount(invoice.netAmount)).toBeCloseTo(net, 2);
        expect(amount(invoice.grossAmount)).toBeCloseTo(amount(invoice.netAmount) + amount(invoice.taxAmount), 2);
      }
    }
  });

  it('settle each invoice by what its payments and credit notes say, and name only documents that exist', () => {
    const statuses = new Set<string>();
    for (const { documents } of generated) {
      const ids = new Set(documents.map((document) => `${document.type}/${document.documentId}`));
      for (const document of documents) {
        for (const settlement of document.settlements) {
          expect(ids.has(`${settlement.type}/${settlement.documentId}`)).toBe(true);
        }
        if (document.type !== 'invoice') continue;
        statuses.add(document.status);
        const settled = document.settlements.reduce((sum, settlement) => sum + settlement.amount, 0);
        expect(amount(document.openAmount)).toBeCloseTo(Math.max(0, amount(document.grossAmount) - settled), 2);
        expect(document.status).toBe(
          amount(document.openAmount) <= 0
            ? 'paid'
            : amount(document.openAmount) < amount(document.grossAmount)
              ? 'partially_paid'
              : 'open',
        );
        // Nothing is dated after the orders file's reference day.
        for (const settlement of document.settlements) expect(settlement.date <= ordersFile.referenceDate).toBe(true);
      }
    }
    expect(statuses).toEqual(new Set(['open', 'partially_paid', 'paid']));
    const all = generated.flatMap(({ documents }) => documents);
    expect(new Set(all.map((document) => document.type))).toEqual(new Set(['invoice', 'credit_note', 'payment']));
  });

  it('leave only recent invoices open: older ones are paid, some of them late', () => {
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const reference = day(ordersFile.referenceDate);
    let paidLate = 0;
    for (const { documents } of generated) {
      const invoices = documents.filter((document) => document.type === 'invoice');
      // Two years of invoices: the first within a month of two years before the reference date.
      const first = Math.min(...invoices.map((invoice) => day(invoice.issueDate)));
      expect(reference - first).toBeGreaterThanOrEqual(700);
      for (const invoice of invoices) {
        const due = day(invoice.dueDate ?? '');
        if (due + billingFile.settledAfterDays < reference) expect(invoice.status).toBe('paid');
        const lastPayment = invoice.settlements.map((settlement) => day(settlement.date)).sort((a, b) => b - a)[0];
        if (invoice.status === 'paid' && lastPayment !== undefined && lastPayment > due) paidLate += 1;
      }
    }
    expect(paidLate).toBeGreaterThan(0);
  });
});
