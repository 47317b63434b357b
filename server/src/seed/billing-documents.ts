import { currencySchema, paymentMethods } from '@portal/contracts';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { billingDocuments, type BillingLine, type BillingParty, type BillingSettlement } from '../db/schema/index.ts';
import { seededRandom, seedOf } from '../lib/seeded-random.ts';
import { readDemoFile, type DemoCustomer } from './demo-files.ts';
import { generateOrders, loadDemoOrdersFile, type DemoOrdersFile } from './orders.ts';

/**
 * Demo billing documents, generated from each demo sold-to's demo orders (seed/orders.ts, which is deterministic):
 * an invoice for every invoiced order (its shipped lines, its deliveries, the country's tax rate), credit notes for
 * some of them (goods returned), and the payments that settled them, late, partly or not at all for some, decided
 * against the orders file's reference date. Customers do settle in the end: an invoice due more than
 * `settledAfterDays` before the reference date is paid, the ones the shares left unpaid or partly paid very late
 * (the rest in a second payment), so only recent invoices are open or overdue. `demo/billing.json` holds the rates,
 * terms and shares; a PRNG seeded by the sold-to's number makes every database get the same documents.
 */

const share = z.number().min(0).max(1);

export const billingFileSchema = z.strictObject({
  taxRates: z.record(z.string().regex(/^[A-Z]{2}$/), z.number().min(0).max(30)),
  defaultTaxRate: z.number().min(0).max(30),
  paymentTermsDays: z.array(z.number().int().min(0).max(120)).min(1),
  paymentMethods: z.array(z.strictObject({ method: z.enum(paymentMethods), weight: share })).min(1),
  creditNoteShare: share,
  paidLateShare: share,
  unpaidShare: share,
  partlyPaidShare: share,
  /** An invoice due more than this many days before the reference date has been paid in full. */
  settledAfterDays: z.number().int().min(0).max(365),
});
export type DemoBillingFile = z.output<typeof billingFileSchema>;

export const loadDemoBillingFile = (): DemoBillingFile => readDemoFile('billing.json', billingFileSchema);

type DocumentRow = typeof billingDocuments.$inferInsert;

/** Documents draw from their own sequence, not the orders' of the same sold-to. */
const billingSeedOf = (customerId: string) => seedOf(`billing:${customerId}`);

const dayMs = 86_400_000;
const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100) / 100;
const amount = (value: number) => cents(value).toFixed(2);

/** The invoices, credit notes and payments of one sold-to, from its orders. */
export function generateBillingDocuments(
  customer: DemoCustomer,
  ordersFile: DemoOrdersFile,
  file: DemoBillingFile,
): DocumentRow[] {
  // A slow payer (buyer@): nothing due in these last days is paid yet, so every aging bucket has open items.
  const unpaidDays = customer.billing?.unpaidDueWithinDays;
  const random = seededRandom(billingSeedOf(customer.customerId));
  const reference = dayOf(ordersFile.referenceDate);
  const suffix = customer.customerId.slice(-3);
  const taxRate = file.taxRates[customer.country] ?? file.defaultTaxRate;
  const office: BillingParty = {
    id: customer.customerId,
    name: customer.legalName,
    street: customer.office.street,
    postcode: customer.office.postcode,
    city: customer.office.city,
    country: customer.country,
  };
  const generated = generateOrders(customer, ordersFile);
  const deliveriesOf = new Map<string, string[]>();
  for (const delivery of generated.deliveries) {
    const key = `${delivery.source}/${delivery.orderId}`;
    deliveriesOf.set(key, [...(deliveriesOf.get(key) ?? []), delivery.deliveryNumber]);
  }
  const invoiced = generated.orders
    .filter((order) => order.status === 'invoiced' && order.invoicedOn)
    .sort((a, b) => (a.invoicedOn ?? '').localeCompare(b.invoicedOn ?? '') || a.orderId.localeCompare(b.orderId));

  const rows: DocumentRow[] = [];
  const payments: DocumentRow[] = [];
  const sequence = { invoice: 0, credit: 0, payment: 0 };
  const number = (prefix: string, next: number) => `${prefix}${suffix}${String(next).padStart(5, '0')}`;
  const methodOf = () => {
    let roll = random.next();
    for (const entry of file.paymentMethods) {
      if (roll < entry.weight) return entry.method;
      roll -= entry.weight;
    }
    return file.paymentMethods[0]?.method ?? 'bank_transfer';
  };
  const currencyOf = (value: string) => currencySchema.parse(value);

  for (const order of invoiced) {
    const lines: BillingLine[] = generated.lines
      .filter((line) => line.source === order.source && line.orderId === order.orderId && line.shippedQuantity > 0)
      .map((line, index) => ({
        lineNumber: (index + 1) * 10,
        description: `${line.styleName} – ${line.colourName}, ${line.size}`,
        sku: line.sku,
        quantity: line.shippedQuantity,
        unitPrice: Number(line.unitPrice),
        netAmount: cents(line.shippedQuantity * Number(line.unitPrice)),
        taxRate,
      }));
    if (lines.length === 0) continue;
    const issueDay = dayOf(order.invoicedOn ?? ordersFile.referenceDate);
    const terms = random.pick(file.paymentTermsDays);
    const dueDay = issueDay + terms;
    const net = cents(lines.reduce((sum, line) => sum + line.netAmount, 0));
    const tax = cents((net * taxRate) / 100);
    const gross = cents(net + tax);
    const orderRef = { source: order.source as 'sap' | 'b2b' | 'edi', orderId: order.orderId };
    sequence.invoice += 1;
    const invoiceId = number('90', sequence.invoice);
    const invoiceSettlements: BillingSettlement[] = [];
    let open = gross;

    // Goods returned from some invoices: a credit note for part of a line, offset against the invoice.
    let credit: DocumentRow | undefined;
    const creditDay = issueDay + random.int(5, 25);
    if (random.chance(file.creditNoteShare) && creditDay <= reference) {
      const line = random.pick(lines);
      const quantity = Math.max(1, Math.floor((line.quantity * random.int(10, 50)) / 100));
      const creditLine: BillingLine = {
        ...line,
        lineNumber: 10,
        quantity: -quantity,
        netAmount: -cents(quantity * line.unitPrice),
      };
      const creditNet = creditLine.netAmount;
      const creditTax = cents((creditNet * taxRate) / 100);
      const creditGross = cents(creditNet + creditTax);
      sequence.credit += 1;
      const creditId = number('91', sequence.credit);
      credit = {
        type: 'credit_note',
        documentId: creditId,
        customerId: customer.customerId,
        brandId: order.brandId,
        issueDate: dateOf(creditDay),
        dueDate: null,
        currency: currencyOf(order.currency),
        netAmount: amount(creditNet),
        taxAmount: amount(creditTax),
        grossAmount: amount(creditGross),
        openAmount: '0.00',
        status: 'paid',
        paymentTermsDays: null,
        paymentMethod: null,
        billTo: office,
        payer: office,
        orders: [orderRef],
        deliveries: deliveriesOf.get(`${order.source}/${order.orderId}`) ?? [],
        lines: [creditLine],
        settlements: [{ type: 'invoice', documentId: invoiceId, date: dateOf(creditDay), amount: -creditGross }],
        orderNumbers: order.orderId,
      };
      invoiceSettlements.push({
        type: 'credit_note',
        documentId: creditId,
        date: dateOf(creditDay),
        amount: -creditGross,
      });
      open = cents(open + creditGross);
      rows.push(credit);
    }

    // The payments: on time, late, in part, or not yet; an invoice long past its due date has been settled, the
    // ones left unpaid or partly paid very late.
    const settled = dueDay + file.settledAfterDays < reference;
    const veryLate = () => dueDay + random.int(Math.min(41, file.settledAfterDays), file.settledAfterDays);
    const roll = random.next();
    const planned: Array<{ day: number; amount: number }> = [];
    if (unpaidDays !== undefined && dueDay >= reference - unpaidDays) {
      // Left open, not even partly paid.
    } else if (roll < file.unpaidShare) {
      if (settled) planned.push({ day: veryLate(), amount: open });
    } else if (roll < file.unpaidShare + file.partlyPaidShare) {
      const part = cents((open * random.int(30, 70)) / 100);
      planned.push({ day: issueDay + random.int(10, terms), amount: part });
      if (settled) planned.push({ day: veryLate(), amount: cents(open - part) });
    } else if (roll < file.unpaidShare + file.partlyPaidShare + file.paidLateShare) {
      planned.push({ day: dueDay + random.int(3, 40), amount: open });
    } else planned.push({ day: issueDay + random.int(7, terms), amount: open });
    for (const { day: paidDay, amount: paid } of planned) {
      if (paidDay > reference || paid <= 0) continue;
      sequence.payment += 1;
      const paymentId = number('14', sequence.payment);
      invoiceSettlements.push({ type: 'payment', documentId: paymentId, date: dateOf(paidDay), amount: paid });
      open = cents(open - paid);
      payments.push({
        type: 'payment',
        documentId: paymentId,
        customerId: customer.customerId,
        brandId: null,
        issueDate: dateOf(paidDay),
        dueDate: null,
        currency: currencyOf(order.currency),
        netAmount: amount(paid),
        taxAmount: '0.00',
        grossAmount: amount(paid),
        openAmount: '0.00',
        status: 'paid',
        paymentTermsDays: null,
        paymentMethod: methodOf(),
        billTo: office,
        payer: office,
        orders: [],
        deliveries: [],
        lines: [],
        settlements: [{ type: 'invoice', documentId: invoiceId, date: dateOf(paidDay), amount: paid }],
        orderNumbers: '',
      });
    }

    rows.push({
      type: 'invoice',
      documentId: invoiceId,
      customerId: customer.customerId,
      brandId: order.brandId,
      issueDate: dateOf(issueDay),
      dueDate: dateOf(dueDay),
      currency: currencyOf(order.currency),
      netAmount: amount(net),
      taxAmount: amount(tax),
      grossAmount: amount(gross),
      openAmount: amount(Math.max(0, open)),
      status: open <= 0 ? 'paid' : open < gross ? 'partially_paid' : 'open',
      paymentTermsDays: terms,
      paymentMethod: null,
      billTo: office,
      payer: office,
      orders: [orderRef],
      deliveries: deliveriesOf.get(`${order.source}/${order.orderId}`) ?? [],
      lines,
      settlements: invoiceSettlements,
      orderNumbers: [order.orderId, order.poNumber].filter(Boolean).join(' '),
    });
  }
  return [...rows, ...payments];
}

/** Inserts rows as one JSON parameter per few thousand (as the orders seed does). */
async function insertRows(db: Database, rows: readonly DocumentRow[]): Promise<void> {
  const columns = Object.entries(getTableColumns(billingDocuments)).map(([key, column]) => [key, column.name] as const);
  const batchSize = 2000;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows
      .slice(start, start + batchSize)
      .map((row) =>
        Object.fromEntries(columns.map(([key, name]) => [name, (row as Record<string, unknown>)[key] ?? null])),
      );
    await db.execute(
      sql`insert into ${billingDocuments} select * from json_populate_recordset(null::${billingDocuments}, ${JSON.stringify(batch)}::json) on conflict do nothing`,
    );
  }
}

/** The demo sold-tos' documents, for those that have none yet (insert-only, one transaction). */
export async function seedDemoBillingDocuments(db: Database, demoCustomers: readonly DemoCustomer[]): Promise<void> {
  const ids = demoCustomers.map((customer) => customer.customerId);
  const seeded = new Set(
    (
      await db
        .selectDistinct({ customerId: billingDocuments.customerId })
        .from(billingDocuments)
        .where(inArray(billingDocuments.customerId, ids))
    ).map((row) => row.customerId),
  );
  const missing = demoCustomers.filter((customer) => !seeded.has(customer.customerId));
  if (missing.length === 0) return;
  const ordersFile = loadDemoOrdersFile();
  const file = loadDemoBillingFile();
  const rows = missing.flatMap((customer) => generateBillingDocuments(customer, ordersFile, file));
  await db.transaction(async (tx) => insertRows(tx, rows));
}
