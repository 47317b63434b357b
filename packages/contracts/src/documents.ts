import { z } from 'zod';
import { customerIdSchema } from './accounts.ts';
import { currencySchema, isoDateSchema, orderSources } from './orders.ts';

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

export const documentListQuerySchema = z
  .object({
    customer: customerIdSchema,
    type: documentTypeSchema,
    status: z.enum(documentStatuses, { message: 'must be open, partially_paid, paid or overdue' }).optional(),
    /** First issue date included. */
    from: isoDateSchema.optional(),
    /** Last issue date included. */
    to: isoDateSchema.optional(),
    /** Part of a document number or of a covered order's number (case-insensitive). */
    q: z.string().trim().max(60, 'must be at most 60 characters').optional(),
    pageNumber: z.coerce.number().int().min(0).max(1000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(fromNotAfterTo, fromNotAfterToError);
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** The list's filters, without paging, type or customer. */
export type DocumentFilter = Omit<DocumentListQuery, 'customer' | 'type' | 'pageNumber' | 'pageSize'>;

export const documentPageSchema = z.object({
  items: z.array(documentSummarySchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  /** The number of matching documents, at most `documentCountCap` (then `totalCapped` is true). */
  totalElements: z.number().int(),
  totalCapped: z.boolean(),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

export const documentParamsSchema = z.object({ type: documentTypeSchema, documentId: documentIdSchema });
export const documentCustomerQuerySchema = z.object({ customer: customerIdSchema });

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
