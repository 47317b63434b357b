import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

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
    // Customer search and the access log's staff filter (issue 34): any part of an e-mail address.
    index('users_username_trgm_idx').using('gin', sql`lower(${table.username}) gin_trgm_ops`),
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
    /** The files the mail carried: their names, types, sizes and SHA-256 (the content is not kept). */
    attachments: jsonb('attachments')
      .$type<Array<{ filename: string; contentType: string; size: number; sha256: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Headers beyond the usual ones (e.g. List-Unsubscribe and List-Unsubscribe-Post of notification mails). */
    headers: jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
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

/**
 * Which portal user an external issuer's subject signs in as (OIDC_ISSUER). Written at the first sign-in, when the
 * token's OIDC_USER_CLAIM matched the username; later sign-ins follow the link, so a changed e-mail at the provider
 * keeps the account, and a user is linked to one subject only, so a second account claiming the same address (at
 * another issuer, or re-created at the same one) does not get it.
 */
export const identityLinks = pgTable(
  'identity_links',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestamptz('linked_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    uniqueIndex('identity_links_user_id_key').on(table.userId),
  ],
);
