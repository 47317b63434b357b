import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Small key/value store for instance-wide settings (seed version, feature switches). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Accounts of the embedded identity provider; the username is the e-mail address. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    locale: text('locale').notNull().default('en'),
    companyType: text('company_type').notNull().default('external'),
    /** How the account came to be (e.g. MANUAL); a sales rep created manually gets the sales agent forms. */
    creationReason: text('creation_reason'),
    passwordHash: text('password_hash').notNull(),
    passwordUpdatedAt: timestamptz('password_updated_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    firstFailedAt: timestamptz('first_failed_at'),
    lockedUntil: timestamptz('locked_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    check('users_locale_check', sql`${table.locale} in ('de', 'en', 'es', 'fr', 'it')`),
    check('users_company_type_check', sql`${table.companyType} in ('internal', 'external')`),
  ],
);

/** The last few password hashes of each user (the current one included), so a change cannot reuse them. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_history_user_idx').on(table.userId, table.createdAt)],
);

/** Single-use password reset links; only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Failed sign-ins per username and client address (the sign-in throttle, users/sign-in-throttle.ts). Keyed by the
 * username as typed, hashed, so unknown usernames are throttled exactly like real ones; one address guessing
 * cannot slow down the account's owner elsewhere.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** SHA-256 (hex) of the trimmed, lower-cased username. */
    accountKey: text('account_key').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamptz('last_failed_at').notNull(),
    /** No attempt from this address for this username is checked before then. */
    blockedUntil: timestamptz('blocked_until'),
  },
  (table) => [
    primaryKey({ columns: [table.accountKey, table.client] }),
    index('sign_in_failures_last_failed_idx').on(table.lastFailedAt),
  ],
);

/** Mail kept in the database when no SMTP server is configured (viewable at /dev/outbox in development). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt)],
);

/** State of the embedded OpenID provider (sessions, grants, codes, tokens, interactions), one row per artifact. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_id_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

const languageCheck = (column: AnyPgColumn) => sql`${column} in ('de', 'en', 'es', 'fr', 'it')`;

/** Sold-to accounts: the customers users act for. Ids are SAP-style customer numbers. */
export const customers = pgTable(
  'customers',
  {
    customerId: text('customer_id').primaryKey(),
    legalName: text('legal_name').notNull(),
    division: text('division'),
    country: text('country').notNull(),
    language: text('language').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('customers_customer_id_check', sql`${table.customerId} ~ '^[0-9]{6,10}$'`),
    check('customers_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('customers_language_check', languageCheck(table.language)),
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
  },
  (table) => [
    index('customer_nodes_customer_idx').on(table.customerId),
    index('customer_nodes_parent_idx').on(table.parentNodeId),
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
  },
  (table) => [primaryKey({ columns: [table.customerId, table.brandId, table.division] })],
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

/** Terms and conditions, one row per version and language; the newest version is the one to accept. */
export const termsDocuments = pgTable(
  'terms_documents',
  {
    version: text('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** HTML written by the operator (seed); never user input. */
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.version, table.language] }),
    check('terms_documents_language_check', languageCheck(table.language)),
  ],
);

/** Who accepted which terms version for a sold-to, how and when; one acceptance per customer and version. */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    documentVersion: text('document_version').notNull(),
    documentLanguage: text('document_language').notNull(),
    /** The user who accepted; null through the public link. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Shown as "accepted by": the username, or `public-link:<customer id>` for the public link. */
    acceptedBy: text('accepted_by').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
    channel: text('channel').notNull(),
    /** An internal user who clicked on behalf of the customer. */
    actedByUserId: uuid('acted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('terms_acceptances_customer_version_key').on(table.customerId, table.documentVersion),
    check('terms_acceptances_channel_check', sql`${table.channel} in ('portal', 'public-link')`),
  ],
);

/** Single-use links to accept the terms without signing in; only the SHA-256 of the token is kept. */
export const termsTokens = pgTable(
  'terms_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('terms_tokens_customer_idx').on(table.customerId)],
);

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

/**
 * Pages of the headless content service (src/modules/content), one row per page key, language, audience, customer
 * (null: everyone) and status. The published row is what the content API serves; the draft row is what the admin
 * API edits, and publishing copies it over the published one. `version` counts publications: a draft carries the
 * version it will get when published.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    audience: text('audience').notNull(),
    /** A page for one sold-to only; it wins over the general page (null) for that customer. */
    customerId: text('customer_id').references(() => customers.customerId, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** Grid rows as `contentRowSchema` of packages/contracts describes them. */
    rows: jsonb('rows').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Username of the last editor, or `seed` for demo content nobody has changed. */
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    unique('content_pages_variant_key')
      .on(table.key, table.language, table.audience, table.customerId, table.status)
      .nullsNotDistinct(),
    index('content_pages_customer_idx').on(table.customerId),
    check('content_pages_key_check', sql`${table.key} ~ '^[a-z0-9][a-z0-9-]*(\\.[a-z0-9][a-z0-9-]*)*$'`),
    check('content_pages_language_check', languageCheck(table.language)),
    check('content_pages_audience_check', sql`${table.audience} in ('customer', 'internal-user')`),
    check('content_pages_status_check', sql`${table.status} in ('draft', 'published')`),
    check('content_pages_version_check', sql`${table.version} > 0`),
  ],
);

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
