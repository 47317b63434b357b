import { z } from 'zod';
import { customerIdListSchema, customerIdSchema } from './accounts.ts';
import { currencySchema, isoDateSchema, orderSources } from './orders.ts';
import { cursorField, encodeCursor, nextCursorField } from './paging.ts';

/**
 * Billing documents (issue 14): a sold-to's invoices, credit notes and payments from the group's billing system,
 * read through the server's `DocumentSource`. Dates are ISO dates; amounts are numbers in the document's currency.
 */

/** The kinds of document; each has its own permission (documentInvoice, documentCreditNote, documentPayment). */
export const documentTypes = ['invoice', 'credit_note', 'payment'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The permission flag (spec 6) that lets a user see documents of a type. */
export const documentTypePermission = {
  invoice: 'documentInvoice',
  credit_note: 'documentCreditNote',
  payment: 'documentPayment',
} as const satisfies Record<DocumentType, string>;

/**
 * Where a document stands: open (nothing settled, not yet due), partially paid, paid (settled in full; a payment
 * always is), overdue (not settled in full after its due date).
 */
export const documentStatuses = ['open', 'partially_paid', 'paid', 'overdue'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export const paymentMethods = ['bank_transfer', 'direct_debit', 'card', 'credit_note_offset'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** At most this many documents are counted for a list's `totalElements` (then `totalCapped` is true). */
export const documentCountCap = 10_000;
/** At most this many documents in one zip download or one e-mail. */
export const documentBatchLimit = 100;
export const documentMailDocumentLimit = 20;
/** At most this many recipients of one e-mail. */
export const documentMailRecipientLimit = 10;

export const documentIdSchema = z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, 'must be a document number');
export const documentTypeSchema = z.enum(documentTypes, { message: 'must be invoice, credit_note or payment' });

/** A document named by its type and number, as in the ticket address `document={type}/{documentId}`. */
export const documentRefSchema = z.object({ type: documentTypeSchema, documentId: documentIdSchema });
export type DocumentRef = z.infer<typeof documentRefSchema>;

const amount = z.number();

export const documentPartySchema = z.object({
  /** The partner number (bill-to, payer) in the sold-to's hierarchy. */
  id: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type DocumentParty = z.infer<typeof documentPartySchema>;

/** A document as the list shows it. */
export const documentSummarySchema = z.object({
  type: z.enum(documentTypes),
  documentId: z.string(),
  customerId: z.string(),
  /** The brand an invoice or credit note is for; null for payments. */
  brandId: z.string().nullable(),
  issueDate: isoDateSchema,
  /** When an invoice falls due; null for credit notes and payments. */
  dueDate: isoDateSchema.nullable(),
  currency: currencySchema,
  netAmount: amount,
  taxAmount: amount,
  grossAmount: amount,
  /** What is still to be paid (invoices) or offset (credit notes); 0 once settled and for payments. */
  openAmount: amount,
  status: z.enum(documentStatuses),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentLineSchema = z.object({
  lineNumber: z.number().int().min(1),
  description: z.string(),
  sku: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: amount,
  netAmount: amount,
  /** Tax rate in percent, e.g. 20. */
  taxRate: z.number(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const documentTaxLineSchema = z.object({ rate: z.number(), base: amount, tax: amount });

/** Another document this one settles or is settled by, with the amount. */
export const documentSettlementSchema = z.object({
  type: z.enum(documentTypes),
  documentId: z.string(),
  date: isoDateSchema,
  amount,
});
export type DocumentSettlement = z.infer<typeof documentSettlementSchema>;

export const documentOrderRefSchema = z.object({ source: z.enum(orderSources), orderId: z.string() });

export const documentDetailSchema = documentSummarySchema.extend({
  soldTo: z.object({ id: z.string(), name: z.string() }),
  billTo: documentPartySchema,
  payer: documentPartySchema,
  /** Days from issue to due date (invoices); null otherwise. */
  paymentTermsDays: z.number().int().nullable(),
  /** How a payment was made; null for invoices and credit notes. */
  paymentMethod: z.enum(paymentMethods).nullable(),
  /** The orders and deliveries an invoice or credit note covers. */
  orders: z.array(documentOrderRefSchema),
  deliveries: z.array(z.string()),
  lines: z.array(documentLineSchema),
  taxSummary: z.array(documentTaxLineSchema),
  /** A payment: the documents it settles; an invoice or credit note: the payments and offsets that settled it. */
  settlements: z.array(documentSettlementSchema),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const fromNotAfterToError = { message: 'must not be before from', path: ['to'] };

/** What the list's `status` filter takes: a status, or `unpaid` (open, partially paid or overdue). */
export const documentStatusFilters = [...documentStatuses, 'unpaid'] as const;
export type DocumentStatusFilter = (typeof documentStatusFilters)[number];

const dueNotAfter = (query: { dueFrom?: string | undefined; dueTo?: string | undefined }) =>
  !query.dueFrom || !query.dueTo || query.dueFrom <= query.dueTo;
const dueNotAfterError = { message: 'must not be before dueFrom', path: ['dueTo'] };

const documentFilterFields = {
  /** One sold-to, or several comma-separated (the view across accounts): every one is checked. */
  customer: customerIdListSchema,
  type: documentTypeSchema,
  status: z
    .enum(documentStatusFilters, { message: 'must be open, partially_paid, paid, overdue or unpaid' })
    .optional(),
  /** First issue date included. */
  from: isoDateSchema.optional(),
  /** Last issue date included. */
  to: isoDateSchema.optional(),
  /** First and last due date included (the summary's aging buckets link to these). */
  dueFrom: isoDateSchema.optional(),
  dueTo: isoDateSchema.optional(),
  /** Only documents in this currency. */
  currency: currencySchema.optional(),
  /** Part of a document number or of a covered order's number (case-insensitive). */
  q: z.string().trim().max(60, 'must be at most 60 characters').optional(),
};

/** The list's sort key within a type (newest first): issue date, then document number as the tie-breaker. */
export interface DocumentKey {
  issueDate: string;
  documentId: string;
}

/** The cursor of the page after the one ending with `document` (ADR 075). */
export const documentCursorOf = (document: DocumentKey) => encodeCursor([document.issueDate, document.documentId]);

const documentKeySchema = z
  .tuple([isoDateSchema, documentIdSchema])
  .transform(([issueDate, documentId]): DocumentKey => ({ issueDate, documentId }));

export const documentListQuerySchema = z
  .object({
    ...documentFilterFields,
    pageNumber: z.coerce.number().int().min(0).max(1000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    /**
     * The `nextCursor` of the page before (ADR 075): the page is then read from after that page's last document,
     * and `pageNumber` only says which page it is. Without it the page is read by `pageNumber`.
     */
    after: cursorField(documentKeySchema),
  })
  .refine(fromNotAfterTo, fromNotAfterToError)
  .refine(dueNotAfter, dueNotAfterError);
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** The list's filters, without paging, type or customer. */
export type DocumentFilter = Omit<DocumentListQuery, 'customer' | 'type' | 'pageNumber' | 'pageSize' | 'after'>;

export const documentPageSchema = z.object({
  items: z.array(documentSummarySchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** The number of matching documents, at most `documentCountCap` (then `totalCapped` is true). */
  totalElements: z.number().int(),
  totalCapped: z.boolean(),
  ...nextCursorField,
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

export const documentParamsSchema = z.object({ type: documentTypeSchema, documentId: documentIdSchema });
export const documentCustomerQuerySchema = z.object({ customer: customerIdSchema });
/** The account summary's query: one sold-to, or several comma-separated (their figures added up per currency). */
export const accountSummaryQuerySchema = z.object({ customer: customerIdListSchema });

/** `type/documentId` as the zip download's `ids` name each document. */
export const documentRefText = (ref: DocumentRef) => `${ref.type}/${ref.documentId}`;

/** `ids`: documents as `type/documentId`, comma-separated, 1 to 100 of them, each once. */
export const documentDownloadQuerySchema = z.object({
  customer: customerIdSchema,
  ids: z
    .string()
    .transform((value, context) => {
      const refs: DocumentRef[] = [];
      for (const part of value.split(',')) {
        const [type, documentId, extra] = part.trim().split('/');
        const parsed = documentRefSchema.safeParse({ type, documentId });
        if (!parsed.success || extra !== undefined) {
          context.addIssue({ code: 'custom', message: `must be type/documentId entries; "${part}" is not one` });
          return z.NEVER;
        }
        refs.push(parsed.data);
      }
      return refs;
    })
    .refine((refs) => refs.length <= documentBatchLimit, `must name at most ${documentBatchLimit} documents`)
    .refine((refs) => new Set(refs.map(documentRefText)).size === refs.length, 'must name each document once'),
});

export const documentMailBodySchema = z.object({
  documents: z
    .array(documentRefSchema)
    .min(1, 'must name at least one document')
    .max(documentMailDocumentLimit, `must name at most ${documentMailDocumentLimit} documents`)
    .refine((refs) => new Set(refs.map(documentRefText)).size === refs.length, 'must name each document once'),
  recipients: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .pipe(z.email({ message: 'must be e-mail addresses' })),
    )
    .min(1, 'must have at least one recipient')
    .max(documentMailRecipientLimit, `must have at most ${documentMailRecipientLimit} recipients`),
  /** A note above the documents in the mail. */
  message: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
});
export type DocumentMailBody = z.infer<typeof documentMailBodySchema>;

export const documentMailResultSchema = z.object({
  /** The addresses the mail went to (one mail each), lower-cased and without repeats. */
  recipients: z.array(z.string()),
  /** The attached files' names. */
  attachments: z.array(z.string()),
});
export type DocumentMailResult = z.infer<typeof documentMailResultSchema>;

/**
 * Account summary and statement of account (issue 32): figures over a sold-to's invoices, credit notes and
 * payments, per currency, read through the server's `DocumentSource`.
 */

/** Aging buckets of the open amount of invoices, by days past the due date. */
export const agingBuckets = ['not_due', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

/** Due dates (inclusive) that put an invoice in `bucket` on `today` (ISO dates; open-ended sides are absent). */
export function agingDueRange(bucket: AgingBucket, today: string): { dueFrom?: string; dueTo?: string } {
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
  switch (bucket) {
    case 'not_due':
      return { dueFrom: today };
    case 'days_1_30':
      return { dueFrom: day(30), dueTo: day(1) };
    case 'days_31_60':
      return { dueFrom: day(60), dueTo: day(31) };
    case 'days_61_90':
      return { dueFrom: day(90), dueTo: day(61) };
    case 'days_over_90':
      return { dueTo: day(91) };
  }
}

export const currencyFiguresSchema = z.object({
  currency: currencySchema,
  /** What is still to be paid: invoices' open amounts less credit notes not yet offset. */
  open: amount,
  /** Open amounts of invoices past their due date, and how many. */
  overdue: amount,
  overdueCount: z.number().int(),
  /** Invoices not settled in full, and how many. */
  openCount: z.number().int(),
  /** Open amounts of invoices by days past due. */
  aging: z.object(
    Object.fromEntries(agingBuckets.map((bucket) => [bucket, amount])) as Record<AgingBucket, typeof amount>,
  ),
  /** The customer's credit limit, in the customer's currency only; null in other currencies or without a limit. */
  creditLimit: z.object({ limit: amount, used: amount, available: amount }).nullable(),
});
export type CurrencyFigures = z.infer<typeof currencyFiguresSchema>;

/** How many items falling due and payments received the summary shows. */
export const accountSummaryItemCount = 5;

export const accountSummarySchema = z.object({
  /** The first sold-to named (the only one, unless the call named several). */
  customerId: z.string(),
  /** Every sold-to the figures cover, as named. */
  customerIds: z.array(z.string()),
  /** The day overdue and aging are read against. */
  asOf: isoDateSchema,
  /** One entry per currency the sold-to has open items or a credit limit in, by currency code. */
  currencies: z.array(currencyFiguresSchema),
  /** Invoices not settled in full, earliest due date first (overdue ones included). */
  nextDue: z.array(documentSummarySchema),
  /** The last payments received, newest first (empty without the documentPayment permission). */
  lastPayments: z.array(documentSummarySchema),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const statementFormats = ['pdf', 'xlsx', 'csv'] as const;
export type StatementFormat = (typeof statementFormats)[number];

/** The longest period one statement covers (days). */
export const statementMaxDays = 3 * 366;

export const statementQuerySchema = z
  .object({
    customer: customerIdSchema,
    /** First and last issue date of the period (inclusive). */
    from: isoDateSchema,
    to: isoDateSchema,
    format: z.enum(statementFormats, { message: 'must be pdf, xlsx or csv' }),
  })
  .refine((query) => query.from <= query.to, fromNotAfterToError)
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= statementMaxDays * 86_400_000, {
    message: `must be at most ${statementMaxDays} days after from`,
    path: ['to'],
  });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/** Per-currency totals of a list's whole filtered set (not only of the page). */
/** The list's filters without paging: what the totals call takes. */
export const documentTotalsQuerySchema = z
  .object(documentFilterFields)
  .refine(fromNotAfterTo, fromNotAfterToError)
  .refine(dueNotAfter, dueNotAfterError);

export const documentTotalsSchema = z.object({
  totals: z.array(z.object({ currency: currencySchema, count: z.number().int(), gross: amount, open: amount })),
});
export type DocumentTotals = z.infer<typeof documentTotalsSchema>;
