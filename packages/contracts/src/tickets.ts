import { z } from 'zod';
import { customerIdListSchema, customerIdSchema } from './accounts.ts';
import { contentLanguageSchema } from './content.ts';
import { ticketCategories } from './paths.ts';

/**
 * Tickets (issue 15): a sold-to's requests to customer service with their conversation and attachments, read and
 * written through the server's `TicketSource`, and the help centre's "was this helpful" answers.
 * Times are ISO date-times (UTC).
 */

/** A ticket's status, in the order it normally moves through them. */
export const ticketStatuses = ['open', 'in_progress', 'waiting_for_customer', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Attachments: at most this many files per ticket or message, each at most this big. */
export const ticketAttachmentLimits = { maxFiles: 5, maxFileBytes: 10 * 1024 * 1024 } as const;
/** The multipart field the files travel in. */
export const ticketAttachmentField = 'attachments';

/** The file types a ticket accepts (checked by content, not by name), by extension. */
export const ticketAttachmentTypes = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;
export type TicketAttachmentType = (typeof ticketAttachmentTypes)[keyof typeof ticketAttachmentTypes];

/** Error codes of a refused attachment (the 400/413 answer's `code`), which the portal maps to labels. */
export const ticketAttachmentErrors = ['too_big', 'wrong_type', 'too_many'] as const;
export type TicketAttachmentError = (typeof ticketAttachmentErrors)[number];

export const ticketIdSchema = z.uuid({ message: 'must be a ticket id' });
const attachmentIdSchema = z.uuid({ message: 'must be an attachment id' });

/** `{source}/{orderId}` of an order, e.g. `sap/4500012345`. */
export const ticketOrderRefSchema = z
  .string()
  .regex(/^[a-z]{2,10}\/[A-Z0-9][A-Z0-9-]{0,39}$/, 'must be an order reference {source}/{orderId}');
/** `{type}/{documentId}` of a document, e.g. `invoice/9000123`. */
export const ticketDocumentRefSchema = z
  .string()
  .regex(/^[a-z][a-z-]{1,29}\/[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/, 'must be a document reference {type}/{documentId}');

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

export const ticketAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** SHA-256 of the content, hex. */
  sha256: z.string(),
});
export type TicketAttachment = z.output<typeof ticketAttachmentSchema>;

export const ticketAuthorRoles = ['customer', 'staff'] as const;
export const ticketMessageSchema = z.object({
  id: z.string(),
  author: z.object({ name: z.string(), role: z.enum(ticketAuthorRoles) }),
  body: z.string(),
  createdAt: z.string(),
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.output<typeof ticketMessageSchema>;

/** A ticket as the list shows it. */
export const ticketSummarySchema = z.object({
  ticketId: z.string(),
  /** The number customers quote, e.g. `T-1000101-0003`. */
  number: z.string(),
  customerId: z.string(),
  category: z.enum(ticketCategories),
  subject: z.string(),
  status: z.enum(ticketStatuses),
  authorName: z.string(),
  orderRef: z.string().nullable(),
  documentRef: z.string().nullable(),
  topic: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  messageCount: z.number().int(),
});
export type TicketSummary = z.output<typeof ticketSummarySchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  messages: z.array(ticketMessageSchema),
  /** Whether the caller may reply (ticketWrite, and the ticket is not closed). */
  canReply: z.boolean(),
});
export type TicketDetail = z.output<typeof ticketDetailSchema>;

export const ticketListQuerySchema = z.object({
  /** One sold-to, or several separated by commas (the view across accounts, ADR 063 and 069). */
  customer: customerIdListSchema,
  status: z.enum(ticketStatuses).optional(),
  /** Part of the number, the subject or a message, case-insensitive. */
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  pageNumber: z.coerce.number().int().min(0).max(1000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;
export type TicketFilter = Pick<TicketListQuery, 'status' | 'q'>;

export const ticketPageSchema = z.object({
  items: z.array(ticketSummarySchema),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalElements: z.number().int(),
});
export type TicketPage = z.output<typeof ticketPageSchema>;

export const ticketCustomerQuerySchema = z.object({ customer: customerIdSchema });
export const ticketParamsSchema = z.object({ ticketId: ticketIdSchema });
export const ticketAttachmentParamsSchema = ticketParamsSchema.extend({ attachmentId: attachmentIdSchema });

/** The text fields of a new ticket (multipart fields next to the files). */
export const newTicketFieldsSchema = z.object({
  subject: text(200),
  category: z.enum(ticketCategories, { message: `must be one of ${ticketCategories.join(', ')}` }),
  description: text(10_000),
  order: ticketOrderRefSchema.optional(),
  document: ticketDocumentRefSchema.optional(),
  topic: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a topic id')
    .optional(),
});
export type NewTicketFields = z.output<typeof newTicketFieldsSchema>;

/** The text field of a reply (multipart field next to the files). */
export const ticketReplyFieldsSchema = z.object({ body: text(10_000) });

/** Staff's answer (admin tool), optionally moving the ticket to another status. */
export const staffTicketReplySchema = z.object({
  body: text(10_000),
  status: z.enum(ticketStatuses).optional(),
});

/** "Was this helpful" on an FAQ answer. */
export const faqFeedbackSchema = z.object({
  topic: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a topic id'),
  faq: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be an answer id'),
  language: contentLanguageSchema,
  helpful: z.boolean(),
});
export const faqFeedbackResultSchema = z.object({ recorded: z.literal(true) });

/** The error answer of a refused attachment: the common shape plus the field and a code. */
export const ticketAttachmentRefusalSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(ticketAttachmentErrors),
  field: z.string(),
  fileName: z.string().optional(),
});
