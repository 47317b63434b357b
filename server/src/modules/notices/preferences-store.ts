import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

export type StoredPreferences = typeof notificationPreferences.$inferSelect;

/** One user's stored preferences, or undefined when the user never saved any (the defaults apply). */
export async function preferencesOf(db: Database, userId: string): Promise<StoredPreferences | undefined> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row;
}

/** The stored preferences of several users, by user id. */
export async function preferencesOfUsers(db: Database, userIds: string[]): Promise<Map<string, StoredPreferences>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(sql`${notificationPreferences.userId} = any(${sql.param(userIds)}::uuid[])`);
  return new Map(rows.map((row) => [row.userId, row]));
}

/** The users whose channel for a kind is one of `channels` (a kind nobody saved is the default channel, never here). */
export async function usersChoosing(db: Database, kind: string, channels: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(sql`${notificationPreferences.channels} ->> ${kind}::text = any(${sql.param([...channels])}::text[])`);
  return rows.map((row) => row.userId);
}

/**
 * Whether the portal shows a user notices of a kind (ADR 074), as a condition for another module's statement: true
 * unless the user stored `email` or `none` for it (a kind never saved is the portal). `userId` and `kind` are that
 * statement's expressions; each row judged costs one probe of the preferences' primary key, never a scan.
 */
export function portalShows(userId: SQL, kind: SQL): SQL {
  return sql`not exists (select 1 from ${notificationPreferences}
    where ${notificationPreferences.userId} = ${userId}
      and ${notificationPreferences.channels} ->> (${kind}) in ('email', 'none'))`;
}

/** Stores a user's preferences as a whole (insert or replace). */
export async function savePreferences(
  db: Database,
  userId: string,
  values: Pick<StoredPreferences, 'channels' | 'delivery' | 'digestHour' | 'timeZone'>,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * Sets one kind's channel (the unsubscribe link), creating the row with the defaults when there is none; the
 * rest of the preferences stay.
 */
export async function saveChannel(db: Database, userId: string, kind: string, channel: string): Promise<void> {
  const patch = sql`jsonb_build_object(${kind}::text, ${channel}::text)`;
  await db
    .insert(notificationPreferences)
    .values({ userId, channels: { [kind]: channel } })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { channels: sql`${notificationPreferences.channels} || ${patch}`, updatedAt: sql`now()` },
    });
}

/**
 * Stops every kind's e-mail in one statement (the unsubscribe link for all): each stored channel loses its e-mail
 * (`both` becomes `portal`, `email` becomes `none`); kinds never saved are the portal already.
 */
export async function removeEmailChannels(db: Database, userId: string): Promise<void> {
  const withoutEmail = sql`(select coalesce(jsonb_object_agg(key, case value #>> '{}'
        when 'both' then to_jsonb('portal'::text) when 'email' then to_jsonb('none'::text) else value end), '{}'::jsonb)
      from jsonb_each(${notificationPreferences.channels}))`;
  await db
    .insert(notificationPreferences)
    .values({ userId, channels: {} })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { channels: withoutEmail, updatedAt: sql`now()` },
    });
}

/** The users with digest delivery (whose digest may be due; their time zones say whether it is). */
export async function digestUsers(db: Database) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.delivery, 'digest'));
}

/**
 * Stamps the local date of each user's digest in one statement; the users stamped now (not those another instance
 * stamped first).
 */
export async function claimDigestDays(
  db: Database,
  claims: ReadonlyArray<{ userId: string; day: string }>,
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const userIds = sql.param(claims.map((claim) => claim.userId));
  const days = sql.param(claims.map((claim) => claim.day));
  const rows = await db
    .update(notificationPreferences)
    .set({ lastDigestOn: sql`claim.day` })
    .from(sql`unnest(${userIds}::uuid[], ${days}::text[]) as claim(user_id, day)`)
    .where(
      and(
        eq(notificationPreferences.userId, sql`claim.user_id`),
        sql`${notificationPreferences.lastDigestOn} is distinct from claim.day`,
      ),
    )
    .returning({ userId: notificationPreferences.userId });
  return new Set(rows.map((row) => row.userId));
}
