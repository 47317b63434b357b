import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

const labelLocaleCheck = (column: AnyPgColumn) => sql`${column} in ('de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT')`;

/**
 * Label texts per locale, keyed `group.name`. The files in the repository's labels/ folder are the source of
 * truth: the seed applies them at start (src/modules/labels/seed.ts).
 */
export const labels = pgTable(
  'labels',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.locale, table.key] }),
    check('labels_locale_check', labelLocaleCheck(table.locale)),
  ],
);
