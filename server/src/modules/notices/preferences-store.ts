import { and, eq, sql } from 'drizzle-orm';
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

/** The users whose daily digest is due: digest delivery, and no digest yet on the given local date. */
export async function digestUsers(db: Database) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.delivery, 'digest'));
}

/** Stamps the local date of a user's digest; false when another instance stamped it first. */
export async function claimDigestDay(db: Database, userId: string, day: string): Promise<boolean> {
  const rows = await db
    .update(notificationPreferences)
    .set({ lastDigestOn: day })
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        sql`${notificationPreferences.lastDigestOn} is distinct from ${day}`,
      ),
    )
    .returning({ userId: notificationPreferences.userId });
  return rows.length > 0;
}
