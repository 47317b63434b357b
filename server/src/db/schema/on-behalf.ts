import type { OnBehalfActionKind, onBehalfEndReasons } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { timestamptz } from './columns.ts';
import { users } from './identity.ts';

/**
 * Staff acting on behalf of a customer: one row per visit, with the reason given on entering. A session is live
 * while not ended and active within the idle limit; every `/priv` call in the mode names it.
 */
export const onBehalfSessions = pgTable(
  'on_behalf_sessions',
  {
    sessionId: uuid('session_id').primaryKey().defaultRandom(),
    staffUserId: uuid('staff_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The staff user's sign-in (token `gid`/`sid`) that opened it: another sign-in cannot use it. */
    signInId: text('sign_in_id'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    lastActiveAt: timestamptz('last_active_at').notNull().defaultNow(),
    endedAt: timestamptz('ended_at'),
    /**
     * closed (the banner's close), left (a path outside the mode), switched (another customer chosen from the
     * search), expired (idle), signed_out.
     */
    endReason: text('end_reason').$type<(typeof onBehalfEndReasons)[number]>(),
  },
  (table) => [
    index('on_behalf_sessions_staff_idx').on(table.staffUserId, table.startedAt),
    index('on_behalf_sessions_customer_idx').on(table.customerId, table.startedAt),
    // The group's access log (issue 34): newest first over every customer, and words of the reason.
    index('on_behalf_sessions_started_idx').on(table.startedAt),
    index('on_behalf_sessions_reason_trgm_idx').using('gin', sql`lower(${table.reason}) gin_trgm_ops`),
    check(
      'on_behalf_sessions_end_reason_check',
      sql`${table.endReason} in ('closed', 'left', 'switched', 'expired', 'signed_out')`,
    ),
  ],
);

/** What staff changed in a customer's account during an on-behalf session: the customer's access log. */
export const onBehalfActions = pgTable(
  'on_behalf_actions',
  {
    actionId: uuid('action_id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => onBehalfSessions.sessionId, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull().defaultNow(),
    /** What was done, e.g. ticket_created, contact_updated, terms_accepted. */
    action: text('action').$type<OnBehalfActionKind>().notNull(),
    /** What it was done to, e.g. the ticket number or the contact's name. */
    subject: text('subject').notNull().default(''),
  },
  (table) => [index('on_behalf_actions_session_idx').on(table.sessionId, table.at)],
);
