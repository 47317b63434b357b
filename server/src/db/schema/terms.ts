import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { languageCheck, timestamptz } from './columns.ts';
import { users } from './identity.ts';
import { customers } from './accounts.ts';

/** Terms and conditions, one row per version and language; the newest version is the one to accept. */
export const termsDocuments = pgTable(
  'terms_documents',
  {
    version: text('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** HTML written by the operator (seed); never user input. */
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.version, table.language] }),
    check('terms_documents_language_check', languageCheck(table.language)),
  ],
);

/** Who accepted which terms version for a sold-to, how and when; one acceptance per customer and version. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    documentVersion: text('document_version').notNull(),
    documentLanguage: text('document_language').notNull(),
    /** The user who accepted; null through the public link. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown as "accepted by": the username, or `public-link:<customer id>` for the public link. */
    acceptedBy: text('accepted_by').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
    channel: text('channel').notNull(),
    /** An internal user who clicked on behalf of the customer. */
    actedByUserId: uuid('acted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('terms_acceptances_customer_version_key').on(table.customerId, table.documentVersion),
    check('terms_acceptances_channel_check', sql`${table.channel} in ('portal', 'public-link')`),
  ],
);

/** Single-use links to accept the terms without signing in; only the SHA-256 of the token is kept. */
export const termsTokens = pgTable(
  'terms_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('terms_tokens_customer_idx').on(table.customerId)],
);
