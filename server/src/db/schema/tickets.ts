import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { users } from './identity.ts';

/**
 * Tickets of the portal's own ticket source (the default `TicketSource` of modules/tickets): one row per ticket,
 * its messages and the attachments' facts. The files themselves live outside the rows (modules/tickets/files.ts),
 * found by `storageKey` and checked by their SHA-256.
 */
export const tickets = pgTable(
  'tickets',
  {
    ticketId: uuid('ticket_id').primaryKey().defaultRandom(),
    /** The number customers quote, unique: `T-{customerId}-{sequence}`. */
    number: text('number').notNull().unique(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    /** The portal user who opened it (null once that user is deleted, or for tickets from another channel). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull(),
    orderRef: text('order_ref'),
    documentRef: text('document_ref'),
    topic: text('topic'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [
    index('tickets_customer_updated_idx').on(table.customerId, table.updatedAt.desc()),
    // Search everywhere (modules/search): the number by its beginning, the subject by trigrams (typos allowed).
    index('tickets_customer_number_search_idx').using(
      'btree',
      table.customerId,
      sql`upper(${table.number}) text_pattern_ops`,
    ),
    index('tickets_subject_trgm_idx').using('gin', sql`lower(${table.subject}) gin_trgm_ops`),
    check(
      'tickets_status_check',
      sql`${table.status} in ('open', 'in_progress', 'waiting_for_customer', 'resolved', 'closed')`,
    ),
    check(
      'tickets_category_check',
      sql`${table.category} in ('order', 'delivery', 'invoice', 'product', 'account', 'other')`,
    ),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    messageId: uuid('message_id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.ticketId, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [index('ticket_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    attachmentId: uuid('attachment_id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => ticketMessages.messageId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Where the file store keeps the content. */
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [index('ticket_attachments_message_idx').on(table.messageId)],
);

/** "Was this helpful" answers on FAQ answers (help centre). */
export const faqFeedback = pgTable(
  'faq_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    topic: text('topic').notNull(),
    faq: text('faq').notNull(),
    language: text('language').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [index('faq_feedback_faq_idx').on(table.topic, table.faq)],
);
