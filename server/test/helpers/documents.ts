import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  billingDocuments,
  type BillingLine,
  type BillingParty,
  type BillingSettlement,
} from '../../src/db/schema/index.ts';

/**
 * Billing documents of a test customer's own: invoices (with the payments that settle them), credit notes and
 * payments. The documents module only reads its table (the billing system writes it), so this helper writes it
 * with the module's table object, as the seed does.
 */

export interface TestInvoice {
  type: 'invoice';
  documentId?: string;
  issueDate?: string;
  /** 30 days after the issue date by default. */
  dueDate?: string;
  currency?: string;
  /** Net amount of its one line (1,000 by default); tax at `taxRate` percent (20) on top. */
  net?: number;
  taxRate?: number;
  /** What a payment (written with it, numbered after it) settled on `paidOn`: nothing by default. */
  paid?: number;
  /** 10 days after the issue date by default. */
  paidOn?: string;
  /** The orders it covers, as `{ source, orderId }`. */
  orders?: Array<{ source: 'sap' | 'b2b' | 'edi'; orderId: string }>;
}

export interface TestCreditNote {
  type: 'credit_note';
  documentId?: string;
  issueDate?: string;
  currency?: string;
  /** The net amount credited, as a positive number (100 by default). */
  net?: number;
  taxRate?: number;
}

export interface TestPayment {
  type: 'payment';
  documentId?: string;
  issueDate?: string;
  currency?: string;
  amount?: number;
}

export type TestDocument = TestInvoice | TestCreditNote | TestPayment;

export interface CreatedDocument {
  type: 'invoice' | 'credit_note' | 'payment';
  documentId: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  grossAmount: number;
  openAmount: number;
  status: 'open' | 'partially_paid' | 'paid';
  orderIds: string[];
}

type DocumentRow = typeof billingDocuments.$inferInsert;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100) / 100;
const amount = (value: number) => cents(value).toFixed(2);
const prefixOf = { invoice: 'I', credit_note: 'C', payment: 'P' } as const;

function partyOf(customerId: string): BillingParty {
  return {
    id: customerId,
    name: `Test Retail ${customerId}`,
    street: '1 Test Street',
    postcode: '10115',
    city: 'Berlin',
    country: 'DE',
  };
}

/**
 * Writes `specs` as documents of `customerId`; what was written, in the given order (an invoice's payment, if any,
 * right after it). Numbers are `{I|C|P}{customerId}-{n}`, n counting on from the customer's documents of that type,
 * so they are unique per customer.
 */
export async function createTestDocuments(
  db: Database,
  customerId: string,
  specs: readonly TestDocument[],
): Promise<CreatedDocument[]> {
  const counts = { invoice: 0, credit_note: 0, payment: 0 };
  for (const type of Object.keys(counts) as Array<keyof typeof counts>) {
    counts[type] = await db.$count(
      billingDocuments,
      and(eq(billingDocuments.customerId, customerId), eq(billingDocuments.type, type)),
    );
  }
  const nextId = (type: keyof typeof counts) => {
    counts[type] += 1;
    return `${prefixOf[type]}${customerId}-${counts[type]}`;
  };
  const party = partyOf(customerId);
  const base = { customerId, billTo: party, payer: party, deliveries: [] as string[] };
  const rows: DocumentRow[] = [];
  const created: CreatedDocument[] = [];
  const add = (row: DocumentRow) => {
    rows.push(row);
    created.push({
      type: row.type as CreatedDocument['type'],
      documentId: row.documentId,
      issueDate: row.issueDate,
      dueDate: row.dueDate ?? null,
      currency: row.currency,
      grossAmount: Number(row.grossAmount),
      openAmount: Number(row.openAmount),
      status: row.status as CreatedDocument['status'],
      orderIds: (row.orders ?? []).map((order) => order.orderId),
    });
  };
  specs.forEach((spec, index) => {
    const issueDate = spec.issueDate ?? addDays('2026-01-10', index);
    const currency = spec.currency ?? 'EUR';
    const paymentRow = (documentId: string, day: string, paid: number, settles: BillingSettlement[]) => ({
      ...base,
      type: 'payment',
      documentId,
      brandId: null,
      issueDate: day,
      dueDate: null,
      currency,
      netAmount: amount(paid),
      taxAmount: '0.00',
      grossAmount: amount(paid),
      openAmount: '0.00',
      status: 'paid',
      paymentTermsDays: null,
      paymentMethod: 'bank_transfer',
      orders: [],
      lines: [],
      settlements: settles,
      orderNumbers: '',
    });
    if (spec.type === 'payment') {
      add(paymentRow(spec.documentId ?? nextId('payment'), issueDate, spec.amount ?? 500, []));
      return;
    }
    const taxRate = spec.taxRate ?? 20;
    const documentId = spec.documentId ?? nextId(spec.type);
    if (spec.type === 'credit_note') {
      const net = -cents(spec.net ?? 100);
      const tax = cents((net * taxRate) / 100);
      const line: BillingLine = {
        lineNumber: 10,
        description: 'Goods returned',
        sku: 'NF0A3XEO-JK3-M',
        quantity: -1,
        unitPrice: -net,
        netAmount: net,
        taxRate,
      };
      add({
        ...base,
        type: 'credit_note',
        documentId,
        brandId: '40',
        issueDate,
        dueDate: null,
        currency,
        netAmount: amount(net),
        taxAmount: amount(tax),
        grossAmount: amount(net + tax),
        openAmount: '0.00',
        status: 'paid',
        paymentTermsDays: null,
        paymentMethod: null,
        orders: [],
        lines: [line],
        settlements: [],
        orderNumbers: '',
      });
      return;
    }
    const net = cents(spec.net ?? 1000);
    const tax = cents((net * taxRate) / 100);
    const gross = cents(net + tax);
    const dueDate = spec.dueDate ?? addDays(issueDate, 30);
    const paid = cents(Math.min(spec.paid ?? 0, gross));
    const orders = spec.orders ?? [];
    const line: BillingLine = {
      lineNumber: 10,
      description: 'Summit Jacket JK3 M',
      sku: 'NF0A3XEO-JK3-M',
      quantity: 10,
      unitPrice: cents(net / 10),
      netAmount: net,
      taxRate,
    };
    const paidOn = spec.paidOn ?? addDays(issueDate, 10);
    const paymentId = paid > 0 ? nextId('payment') : undefined;
    const open = cents(gross - paid);
    add({
      ...base,
      type: 'invoice',
      documentId,
      brandId: '40',
      issueDate,
      dueDate,
      currency,
      netAmount: amount(net),
      taxAmount: amount(tax),
      grossAmount: amount(gross),
      openAmount: amount(open),
      status: open <= 0 ? 'paid' : paid > 0 ? 'partially_paid' : 'open',
      paymentTermsDays: 30,
      paymentMethod: null,
      orders,
      lines: [line],
      settlements: paymentId ? [{ type: 'payment', documentId: paymentId, date: paidOn, amount: paid }] : [],
      orderNumbers: orders.map((order) => order.orderId).join(' '),
    });
    if (paymentId) {
      add(paymentRow(paymentId, paidOn, paid, [{ type: 'invoice', documentId, date: paidOn, amount: paid }]));
    }
  });
  if (rows.length > 0) await db.insert(billingDocuments).values(rows);
  return created;
}
