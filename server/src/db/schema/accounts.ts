import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { languageCheck, timestamptz } from './columns.ts';
import { users } from './identity.ts';

/** Sold-to accounts: the customers users act for. Ids are SAP-style customer numbers. */
export const customers = pgTable(
  'customers',
  {
    customerId: text('customer_id').primaryKey(),
    legalName: text('legal_name').notNull(),
    division: text('division'),
    country: text('country').notNull(),
    language: text('language').notNull(),
    /** The customer master's commercial data (company info, customer creation); unknown for older customers. */
    tradingName: text('trading_name'),
    vatId: text('vat_id'),
    registrationNumber: text('registration_number'),
    legalForm: text('legal_form'),
    currency: text('currency'),
    /** A payment-terms code of the contracts' catalogue, e.g. NET30. */
    paymentTerms: text('payment_terms'),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    accountManagerName: text('account_manager_name'),
    accountManagerEmail: text('account_manager_email'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('customers_customer_id_check', sql`${table.customerId} ~ '^[0-9]{6,10}$'`),
    check('customers_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('customers_language_check', languageCheck(table.language)),
    check('customers_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    // Customer search (staff): typo-tolerant legal names, id prefixes, VAT ids.
    index('customers_legal_name_trgm_idx').using('gin', sql`lower(${table.legalName}) gin_trgm_ops`),
    index('customers_customer_id_prefix_idx').on(sql`${table.customerId} text_pattern_ops`),
    index('customers_vat_id_idx').on(sql`upper(${table.vatId})`),
  ],
);

/** Partner hierarchy of a sold-to: the sold-to itself (SP) with its ship-tos (SH), bill-tos (BP) and payers (PY). */
export const customerNodes = pgTable(
  'customer_nodes',
  {
    nodeId: text('node_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    parentNodeId: text('parent_node_id').references((): AnyPgColumn => customerNodes.nodeId, { onDelete: 'cascade' }),
    partnerFunction: text('partner_function').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    /** Ship-tos: when the store takes deliveries, and how (free text of the customer master). */
    openingHours: text('opening_hours'),
    deliveryInstructions: text('delivery_instructions'),
  },
  (table) => [
    index('customer_nodes_customer_idx').on(table.customerId),
    index('customer_nodes_parent_idx').on(table.parentNodeId),
    index('customer_nodes_city_idx').on(sql`lower(${table.city})`),
    index('customer_nodes_postcode_idx').on(sql`upper(${table.postcode})`),
    // Customer search (issue 34): ship-to names, typos allowed.
    index('customer_nodes_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    check('customer_nodes_partner_function_check', sql`${table.partnerFunction} in ('SP', 'SH', 'BP', 'PY')`),
    check('customer_nodes_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('customer_nodes_language_check', languageCheck(table.language)),
  ],
);

/** The brand catalogue (spec section 3). `order` sorts the general list, `orderBrand` the brand menus. */
export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  department: text('department').notNull(),
  order: integer('order').notNull(),
  orderBrand: integer('order_brand').notNull(),
  iconPlain: text('icon_plain').notNull(),
  iconLight: text('icon_light').notNull(),
  iconDark: text('icon_dark').notNull(),
  colorClass: text('color_class').notNull(),
  iconName: text('icon_name').notNull(),
});

/** The privilege catalogue (reference data from packages/contracts): every code, and whether only staff may hold it. */
export const privileges = pgTable('privileges', {
  code: text('code').primaryKey(),
  internalOnly: boolean('internal_only').notNull(),
});

/** Which brands a sold-to buys, and in which division. */
export const customerBrands = pgTable(
  'customer_brands',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    division: text('division').notNull(),
    /** Whether the customer may order the brand now: active, pending (requested) or blocked. */
    status: text('status').notNull().default('active'),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.brandId, table.division] }),
    check('customer_brands_status_check', sql`${table.status} in ('active', 'pending', 'blocked')`),
  ],
);

/**
 * A user's portal privilege entries, in order. External users have one per sold-to; internal users' first entry
 * (without customer) is the one that counts. `enabled` holds privilege codes of packages/contracts.
 */
export const portalPrivileges = pgTable(
  'portal_privileges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    customerId: text('customer_id').references(() => customers.customerId, { onDelete: 'cascade' }),
    enabled: text('enabled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    role: text('role').notNull().default(''),
    legacyBrandList: jsonb('legacy_brand_list')
      .$type<Array<{ module: string; brands: string[] }>>()
      .notNull()
      .default([]),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.position] }),
    unique('portal_privileges_user_customer_key').on(table.userId, table.customerId),
    index('portal_privileges_customer_idx').on(table.customerId),
  ],
);

/** The sold-to each user selected last (spec 4: chosen again at the next sign-in). */
export const userCustomerLogins = pgTable('user_customer_logins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.customerId, { onDelete: 'cascade' }),
  selectedAt: timestamptz('selected_at').notNull().defaultNow(),
});
