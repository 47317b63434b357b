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
    for (const { customer, documents } of generated) {
      const invoices = documents.filter((document) => document.type === 'invoice');
      // Two years of invoices: the first within a month of two years before the reference date (a sold-to with a
      // small volume of its own, chain@'s stores, has only a few).
      const first = Math.min(...invoices.map((invoice) => day(invoice.issueDate)));
      if (!customer.ordersPerSoldTo) expect(reference - first).toBeGreaterThanOrEqual(700);
      // A slow payer (buyer@) has paid nothing due in its last days.
      const settledAfter = Math.max(billingFile.settledAfterDays, customer.billing?.unpaidDueWithinDays ?? 0);
      for (const invoice of invoices) {
        const due = day(invoice.dueDate ?? '');
        if (due + settledAfter < reference) expect(invoice.status).toBe('paid');
        if (customer.billing && due >= reference - customer.billing.unpaidDueWithinDays) {
          expect(invoice.status).not.toBe('paid');
        }
        const lastPayment = invoice.settlements.map((settlement) => day(settlement.date)).sort((a, b) => b - a)[0];
        if (invoice.status === 'paid' && lastPayment !== undefined && lastPayment > due) paidLate += 1;
      }
    }
    expect(paidLate).toBeGreaterThan(0);
  });

  it("give buyer@ open invoices of every age in pounds and euros (the account summary's aging buckets)", () => {
    const buyer = generated.find(({ customer }) => customer.customerId === '1000101');
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const reference = day(ordersFile.referenceDate);
    const bucketOf = (pastDue: number) =>
      pastDue <= 0 ? 'not_due' : pastDue <= 30 ? '1-30' : pastDue <= 60 ? '31-60' : pastDue <= 90 ? '61-90' : 'over_90';
    const filled = new Set(
      (buyer?.documents ?? [])
        .filter((document) => document.type === 'invoice' && document.status !== 'paid')
        .map((invoice) => `${invoice.currency} ${bucketOf(reference - day(invoice.dueDate ?? ''))}`),
    );
    for (const currency of ['GBP', 'EUR']) {
      for (const bucket of ['not_due', '1-30', '31-60', '61-90', 'over_90']) {
        expect(filled.has(`${currency} ${bucket}`), `${currency} ${bucket}`).toBe(true);
      }
    }
  });
});
