import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';

/** A party on a document (bill-to, payer), as the billing system printed it. */
export interface BillingParty {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
}

export interface BillingLine {
  lineNumber: number;
  description: string;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  netAmount: number;
  taxRate: number;
}

export interface BillingSettlement {
  type: 'invoice' | 'credit_note' | 'payment';
  documentId: string;
  date: string;
  amount: number;
}

/**
 * Billing documents of the portal's own document source (the default `DocumentSource` of modules/documents):
 * invoices, credit notes and payments as the group's billing system reports them, one row each. Lines, parties,
 * covered orders and settlements are always read with their document, so they are JSON columns of the row; the list
 * reads none of them.
 *
 * `status` is what the billing system says (open, partially_paid, paid); overdue is not stored but read against
 * today: open or partially paid with a due date before today.
 *
 * Indexes: every list names one sold-to and one type and sorts newest first, so each index starts with the customer
 * and the type and ends with the issue date descending; a page reads its entries in order and stops. Both also carry
 * the columns the list filters on (status, due date, currency) after the sort columns, so a page across several
 * sold-tos, its count and the overdue filter are index-only scans that never read a document's row (issue 32,
 * ADR 072); drizzle has no INCLUDE, so they are trailing key columns, which serve the same.
 */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    type: text('type').notNull(),
    documentId: text('document_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    brandId: text('brand_id'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    currency: text('currency').notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull(),
    grossAmount: numeric('gross_amount', { precision: 14, scale: 2 }).notNull(),
    openAmount: numeric('open_amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status').notNull(),
    paymentTermsDays: integer('payment_terms_days'),
    paymentMethod: text('payment_method'),
    billTo: jsonb('bill_to').$type<BillingParty>().notNull(),
    payer: jsonb('payer').$type<BillingParty>().notNull(),
    /** The orders covered, `[{ source, orderId }]`. */
    orders: jsonb('orders').$type<Array<{ source: 'sap' | 'b2b' | 'edi'; orderId: string }>>().notNull(),
    deliveries: jsonb('deliveries').$type<string[]>().notNull(),
    lines: jsonb('lines').$type<BillingLine[]>().notNull(),
    settlements: jsonb('settlements').$type<BillingSettlement[]>().notNull(),
    /** The covered orders' numbers, space-separated: what `q` matches besides the document number. */
    orderNumbers: text('order_numbers').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.documentId] }),
    index('billing_documents_customer_type_date_idx').on(
      table.customerId,
      table.type,
      table.issueDate.desc().nullsFirst(),
      table.documentId.desc().nullsFirst(),
      table.status,
      table.dueDate,
      table.currency,
    ),
    index('billing_documents_customer_type_status_date_idx').on(
      table.customerId,
      table.type,
      table.status,
      table.issueDate.desc().nullsFirst(),
      table.documentId.desc().nullsFirst(),
      table.dueDate,
    ),
    // Search everywhere (modules/search): a document number, exactly or by its beginning.
    index('billing_documents_customer_id_search_idx').using(
      'btree',
      table.customerId,
      sql`${table.documentId} text_pattern_ops`,
    ),
    check('billing_documents_type_check', sql`${table.type} in ('invoice', 'credit_note', 'payment')`),
    check('billing_documents_status_check', sql`${table.status} in ('open', 'partially_paid', 'paid')`),
    check('billing_documents_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);
