import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * What went wrong in users' browsers (src/modules/client-errors): errors the portal reports and Content-Security-
 * Policy violations. Kept 30 days and 10,000 rows at most. `user_id` is the token subject of the reporter, when one
 * was signed in (not a reference: with an external issuer it is no local user); `request_id` the id of the failed
 * API call the browser saw, for finding that call's log lines.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    description: text('description').notNull(),
    techInfo: text('tech_info').notNull(),
    page: text('page'),
    requestId: text('request_id'),
    userId: text('user_id'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('client_errors_received_at_idx').on(table.receivedAt),
    check('client_errors_kind_check', sql`${table.kind} in ('error', 'csp-violation')`),
  ],
);
