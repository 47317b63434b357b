import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { users } from './identity.ts';

/**
 * Each user's notification preferences (issue 33): per event kind the channel (portal, e-mail, both, none), and
 * whether e-mail goes at once or as a daily digest at an hour of the user's time zone. A user without a row has
 * the defaults (`defaultNotificationPreferences` of contracts).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Event kind -> channel; kinds missing here take their default. */
    channels: jsonb('channels').$type<Record<string, string>>().notNull(),
    delivery: text('delivery').notNull().default('immediate'),
    digestHour: integer('digest_hour').notNull().default(8),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The local date (YYYY-MM-DD) of the last digest sent, so one day gets one digest. */
    lastDigestOn: text('last_digest_on'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('notification_preferences_delivery_check', sql`${table.delivery} in ('immediate', 'digest')`),
    check('notification_preferences_digest_hour_check', sql`${table.digestHour} between 0 and 23`),
  ],
);

/**
 * The job queue (ADR 064): an outbox table that every instance polls with `FOR UPDATE SKIP LOCKED`, so one job is
 * taken by one instance; a failed job waits with backoff and is dead after its last attempt.
 */
export const notificationJobs = pgTable(
  'notification_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the job does: `mail` (send `payload` as it is). */
    kind: text('kind').notNull(),
    /** One job per key (an event and a recipient, a digest and a day): a second enqueue is ignored. */
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedAt: timestamptz('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    uniqueIndex('notification_jobs_dedupe_key_key').on(table.dedupeKey),
    index('notification_jobs_due_idx').on(table.state, table.runAt),
    check('notification_jobs_state_check', sql`${table.state} in ('pending', 'running', 'retry', 'done', 'dead')`),
  ],
);

/** Events the group's systems posted to the webhook, by their id: a replay finds its id here and does nothing. */
export const integrationEvents = pgTable('integration_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** What waits for a user's daily digest: one line per event, sent (and stamped) with the next digest. */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    uniqueIndex('notification_digest_items_event_user_key').on(table.eventKey, table.userId),
    index('notification_digest_items_waiting_idx').on(table.userId, table.sentAt),
  ],
);
