import type { StoredVatCheck } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Customer-creation requests (modules/customer-creation): one row per request with its current draft data, every
 * transition it went through, and the data as it was at each submission (for the reviewer's diff). Provisioning
 * writes to the accounts tables through the accounts module, not from here.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

export const customerCreationRequests = pgTable(
  'customer_creation_requests',
  {
    requestId: uuid('request_id').primaryKey().defaultRandom(),
    /** A short number people can say. */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    /** The sold-to extended or given a ship-to; a new customer's number once provisioned. */
    customerId: text('customer_id'),
    /** The legal name or store name, for lists and search. */
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** New customers: the normalized VAT id and the sold-to's postcode and name, for the duplicate check. */
    vatId: text('vat_id'),
    postcode: text('postcode'),
    /**
     * New customers: the VAT check as last made (at submission, or by a reviewer checking again) with its time, so
     * a "could not be checked" (VIES down or too slow) reaches the reviewer (ADR 071).
     */
    vatCheck: jsonb('vat_check').$type<StoredVatCheck>(),
    /** Optimistic locking: each change stores version + 1 where the version read is still the stored one. */
    version: integer('version').notNull().default(1),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    lastEditedById: uuid('last_edited_by_id').references(() => users.id, { onDelete: 'set null' }),
    lastEditedByName: text('last_edited_by_name').notNull(),
    submittedById: uuid('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    submittedByName: text('submitted_by_name'),
    submittedAt: at('submitted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('customer_creation_requests_updated_idx').on(table.updatedAt.desc()),
    index('customer_creation_requests_status_idx').on(table.status, table.updatedAt.desc()),
    index('customer_creation_requests_vat_idx').on(table.vatId),
    // The duplicate check compares names by trigram similarity.
    index('customer_creation_requests_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    check(
      'customer_creation_requests_kind_check',
      sql`${table.kind} in ('new_customer', 'extend_customer', 'add_ship_to')`,
    ),
    check(
      'customer_creation_requests_status_check',
      sql`${table.status} in ('draft', 'submitted', 'returned', 'edited', 'approved', 'provisioned', 'rejected', 'withdrawn')`,
    ),
  ],
);

/** Every transition: who, when, from which status to which, with the comment given. */
export const customerCreationTransitions = pgTable(
  'customer_creation_transitions',
  {
    transitionId: integer('transition_id').generatedAlwaysAsIdentity().primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => customerCreationRequests.requestId, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    comment: text('comment'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('customer_creation_transitions_request_idx').on(table.requestId, table.transitionId)],
);

/** The data as submitted, each time (1, 2, ...): the reviewer sees what changed since the previous one. */
export const customerCreationSubmissions = pgTable(
  'customer_creation_submissions',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => customerCreationRequests.requestId, { onDelete: 'cascade' }),
    submission: integer('submission').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.requestId, table.submission] })],
);

/**
 * Files attached to a request (a trade register extract, ...): the facts here, the file itself in the attachment
 * store (lib/attachment-files.ts) under `storageKey`, checked by its SHA-256.
 */
export const customerCreationAttachments = pgTable(
  'customer_creation_attachments',
  {
    attachmentId: uuid('attachment_id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => customerCreationRequests.requestId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (table) => [index('customer_creation_attachments_request_idx').on(table.requestId, table.uploadedAt)],
);
