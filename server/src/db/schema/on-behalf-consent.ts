import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { timestamptz } from './columns.ts';
import { users } from './identity.ts';

/**
 * The customer's control over staff acting on its behalf (ADR 058): each change of "staff may change data on our
 * behalf", newest last. The newest row is the setting; a customer without a row allows it (the default).
 */
export const onBehalfWriteConsents = pgTable(
  'on_behalf_write_consents',
  {
    changeId: uuid('change_id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    staffMayWrite: boolean('staff_may_write').notNull(),
    /** The customer's user who changed it (kept as a name when the user is gone). */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (table) => [index('on_behalf_write_consents_customer_idx').on(table.customerId, table.changedAt)],
);
