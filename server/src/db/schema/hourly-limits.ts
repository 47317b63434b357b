import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * How often a user did something limited per hour (db/daily-limits.ts): one row per action, who and UTC clock
 * hour. In the database like the daily counts, so every instance counts alike and a restart forgets nothing.
 */
export const hourlyCounts = pgTable(
  'hourly_counts',
  {
    action: text('action').notNull(),
    /** `user:<id>`. */
    holder: text('holder').notNull(),
    /** The start of the UTC hour counted. */
    hour: timestamptz('hour').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.action, table.holder, table.hour] })],
);
