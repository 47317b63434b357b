import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { languageCheck, timestamptz } from './columns.ts';
import { customers } from './accounts.ts';

/**
 * Pages of the headless content service (src/modules/content), one row per page key, language, audience, customer
 * (null: everyone) and status. The published row is what the content API serves; the draft row is what the admin
 * API edits, and publishing copies it over the published one. `version` counts publications: a draft carries the
 * version it will get when published.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    audience: text('audience').notNull(),
    /** A page for one sold-to only; it wins over the general page (null) for that customer. */
    customerId: text('customer_id').references(() => customers.customerId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** Grid rows as `contentRowSchema` of packages/contracts describes them. */
    rows: jsonb('rows').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Username of the last editor, or `seed` for demo content nobody has changed. */
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    unique('content_pages_variant_key')
      .on(table.key, table.language, table.audience, table.customerId, table.status)
      .nullsNotDistinct(),
    index('content_pages_customer_idx').on(table.customerId),
    check('content_pages_key_check', sql`${table.key} ~ '^[a-z0-9][a-z0-9-]*(\\.[a-z0-9][a-z0-9-]*)*$'`),
    check('content_pages_language_check', languageCheck(table.language)),
    check('content_pages_audience_check', sql`${table.audience} in ('customer', 'internal-user')`),
    check('content_pages_status_check', sql`${table.status} in ('draft', 'published')`),
    check('content_pages_version_check', sql`${table.version} > 0`),
  ],
);
