import type { CartLine } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { languageCheck, timestamptz } from './columns.ts';
import { users } from './identity.ts';

/**
 * "Order again" (ADR 065, modules/orders): an order's lines handed to the brand's B2B shop, redeemed once by the
 * shop within its lifetime. Only the SHA-256 of the token is kept, so the table's contents cannot be redeemed.
 */
export const cartHandoffs = pgTable(
  'cart_handoffs',
  {
    /** base64url SHA-256 of the token the shop presents. */
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    orderSource: text('order_source').notNull(),
    orderId: text('order_id').notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    brandId: text('brand_id').notNull(),
    language: text('language').notNull(),
    /** The lines of styles still sold, and apart those no longer sold, as the hand-off was made. */
    lines: jsonb('lines').$type<CartLine[]>().notNull(),
    notSold: jsonb('not_sold').$type<CartLine[]>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    redeemedAt: timestamptz('redeemed_at'),
  },
  (table) => [
    // Expired hand-offs are cleared by age.
    index('cart_handoffs_expires_idx').on(table.expiresAt),
    check('cart_handoffs_language_check', languageCheck(table.language)),
    check('cart_handoffs_source_check', sql`${table.orderSource} in ('sap', 'b2b', 'edi')`),
  ],
);

/**
 * Styles a brand no longer sells (withdrawn from its range on `discontinuedOn`): an order's lines of these are
 * handed to the shop apart. Kept in step with the group's product catalogue by an integration; the demo seed fills
 * it from `demo/orders.json`.
 */
export const discontinuedStyles = pgTable(
  'discontinued_styles',
  {
    brandId: text('brand_id').notNull(),
    style: text('style').notNull(),
    discontinuedOn: date('discontinued_on', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.style] })],
);
