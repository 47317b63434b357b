import type { PortalPrivilege } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { languageCheck, timestamptz } from './columns.ts';
import { users } from './identity.ts';

/**
 * Invitations to an address outside the sold-to's known domains, waiting for a staff decision (ADR 050): no account
 * and no mail until staff approve. A decided row stays with who decided and when; `version` is raised by the
 * decision, so of two staff deciding at once only the first is stored.
 */
export const pendingInvitations = pgTable(
  'pending_invitations',
  {
    invitationId: uuid('invitation_id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    /** Lower case, as the account would be named. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The inviter's name when they invited, for the mail sent on approval. */
    inviterName: text('inviter_name').notNull(),
    /** The copy of the inviter's entry the colleague gets on approval (internal-only codes already removed). */
    privileges: jsonb('privileges').$type<PortalPrivilege>().notNull(),
    state: text('state').notNull().default('pending'),
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    index('pending_invitations_state_idx').on(table.state, table.createdAt),
    // One waiting invitation per address and sold-to: inviting again adds nothing.
    uniqueIndex('pending_invitations_waiting_key')
      .on(table.customerId, sql`lower(${table.email})`)
      .where(sql`${table.state} = 'pending'`),
    check('pending_invitations_state_check', sql`${table.state} in ('pending', 'approved', 'declined')`),
    check('pending_invitations_language_check', languageCheck(table.language)),
  ],
);
