import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How often a user or a customer did something limited per day (db/daily-limits.ts): one row per action, who and
 * UTC day. In the database, so every instance counts alike and a restart forgets nothing (issue 30, L1).
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    action: text('action').notNull(),
    /** `user:<id>` or `customer:<id>`. */
    holder: text('holder').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.action, table.holder, table.day] })],
);
