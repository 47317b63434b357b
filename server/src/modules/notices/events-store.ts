import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { integrationEvents, notificationDigestItems } from '../../db/schema/index.ts';

/**
 * Keeps an inbound event by its id; false when the id was kept before (a replay), so the caller does nothing.
 * Runs in the caller's transaction with the notices the event makes, so an event is kept with all of them or none.
 */
export async function keepEventOnce(
  db: Pick<Database, 'insert'>,
  event: { eventId: string; type: string; payload: unknown },
): Promise<boolean> {
  const rows = await db
    .insert(integrationEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: integrationEvents.eventId });
  return rows.length > 0;
}

export type NewDigestItem = typeof notificationDigestItems.$inferInsert;

/** Lines for users' next digests; a line already kept for the event and user is not kept twice. */
export async function keepDigestItems(db: Pick<Database, 'insert'>, items: NewDigestItem[]): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await db
    .insert(notificationDigestItems)
    .values(items)
    .onConflictDoNothing()
    .returning({ id: notificationDigestItems.id });
  return rows.length;
}

export type DigestItem = typeof notificationDigestItems.$inferSelect;

/** The lines waiting for the users' digests, oldest first, by user (one statement for every user named). */
export async function waitingDigestItems(db: Database, userIds: readonly string[]): Promise<Map<string, DigestItem[]>> {
  const byUser = new Map<string, DigestItem[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(notificationDigestItems)
    .where(
      and(
        sql`${notificationDigestItems.userId} = any(${sql.param([...userIds])}::uuid[])`,
        isNull(notificationDigestItems.sentAt),
      ),
    )
    .orderBy(asc(notificationDigestItems.createdAt));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}

/** Marks lines as sent with a digest. */
export async function markDigestItemsSent(db: Pick<Database, 'update'>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationDigestItems)
    .set({ sentAt: sql`now()` })
    .where(sql`${notificationDigestItems.id} = any(${sql.param(ids)}::uuid[])`);
}
