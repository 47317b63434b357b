import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { timestamptz } from './columns.ts';

/**
 * The people of a sold-to the group talks to (issue 17). `version` is raised by every edit: an edit names the
 * version it was made on and is refused when another was stored meanwhile (optimistic locking).
 */
export const accountContacts = pgTable(
  'account_contacts',
  {
    contactId: uuid('contact_id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    roles: text('roles').array().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('account_contacts_customer_idx').on(table.customerId),
    // Customer search (issue 34): a contact's e-mail (any part) or phone (its beginning).
    index('account_contacts_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('account_contacts_phone_prefix_idx').on(sql`${table.phone} text_pattern_ops`),
    check(
      'account_contacts_roles_check',
      sql`cardinality(${table.roles}) > 0 and ${table.roles} <@ array['orders', 'invoices', 'deliveries', 'marketing']::text[]`,
    ),
    check('account_contacts_phone_check', sql`${table.phone} ~ '^\\+[1-9][0-9]{4,14}$'`),
  ],
);
