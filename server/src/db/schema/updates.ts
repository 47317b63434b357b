import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { users } from './identity.ts';

/**
 * Updates (modules/updates): notifications, warnings and alerts, each for one audience, and what each user did
 * with them.
 *
 * An update reaches one user (`user_id`), one sold-to (`customer_id`), every sold-to of a brand (`brand_id`) or
 * every customer (none of the three). Its reader's state (read, deleted) is a row of `update_states`, written the
 * first time the reader marks it; no row means unread.
 *
 * `header`, `body` and `cta_label` are the text in the portal's default language (English), which every update
 * has; `update_translations` holds its text in the other languages, each optional. The chip is a code
 * (`updateChips`) the portal shows from its labels in the reader's language.
 */
export const updates = pgTable(
  'updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.customerId, { onDelete: 'cascade' }),
    brandId: text('brand_id'),
    type: text('type').notNull(),
    topic: text('topic').notNull(),
    header: text('header').notNull(),
    body: text('body').notNull(),
    chip: text('chip'),
    ctaLabel: text('cta_label'),
    ctaHref: text('cta_href'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The notice kind (`notificationKinds`) of an update the server wrote for one user: an event of an order, a
     * document or a ticket, or the expiring password. Null for a published update, whose kind is `update_<topic>`.
     * A user whose channel for the kind leaves out the portal does not see it listed (ADR 074).
     */
    noticeKind: text('notice_kind'),
    /** The event a server notice tells of: a user gets one update per event, however often it is reported. */
    eventKey: text('event_key'),
    /** For `expiring_password`: the password change it warns about (a newer change makes it stale). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
  },
  (table) => [
    check(
      'updates_audience_check',
      sql`(${table.audience} = 'user' and ${table.userId} is not null and ${table.customerId} is null and ${table.brandId} is null)
        or (${table.audience} = 'soldTo' and ${table.customerId} is not null and ${table.userId} is null and ${table.brandId} is null)
        or (${table.audience} = 'brand' and ${table.brandId} is not null and ${table.userId} is null and ${table.customerId} is null)
        or (${table.audience} = 'allCustomers' and ${table.userId} is null and ${table.customerId} is null and ${table.brandId} is null)`,
    ),
    check('updates_type_check', sql`${table.type} in ('notification', 'warning', 'alert')`),
    check(
      'updates_chip_check',
      sql`${table.chip} in ('order', 'delivery', 'price_list', 'season', 'service', 'documents', 'ticket')`,
    ),
    index('updates_user_idx')
      .on(table.userId, table.createdAt.desc())
      .where(sql`${table.userId} is not null`),
    index('updates_customer_idx')
      .on(table.customerId, table.createdAt.desc())
      .where(sql`${table.customerId} is not null`),
    index('updates_brand_idx')
      .on(table.brandId, table.createdAt.desc())
      .where(sql`${table.brandId} is not null`),
    index('updates_all_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.audience} = 'allCustomers'`),
    /** At most one notice of an event per user. */
    uniqueIndex('updates_event_user_idx')
      .on(table.eventKey, table.userId)
      .where(sql`${table.eventKey} is not null`),
    /** At most one password notice per user. */
    uniqueIndex('updates_password_notice_idx')
      .on(table.userId)
      .where(sql`${table.topic} = 'expiring_password'`),
  ],
);

export const updateStates = pgTable(
  'update_states',
  {
    updateId: uuid('update_id')
      .notNull()
      .references(() => updates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.updateId, table.userId] }),
    index('update_states_user_idx').on(table.userId),
  ],
);

/**
 * An update's text in a language other than English (`updateTranslationLanguages`): a reader of that language
 * gets it instead of the English text of `updates`. `cta_label` is set exactly when the update has a link.
 */
export const updateTranslations = pgTable(
  'update_translations',
  {
    updateId: uuid('update_id')
      .notNull()
      .references(() => updates.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    header: text('header').notNull(),
    body: text('body').notNull(),
    ctaLabel: text('cta_label'),
  },
  (table) => [
    primaryKey({ columns: [table.updateId, table.language] }),
    check('update_translations_language_check', sql`${table.language} in ('de', 'es', 'fr', 'it')`),
  ],
);
