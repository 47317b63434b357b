import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dashboardFavourites } from '../../db/schema/index.ts';

/** The user's favourite dashboard cards, in the order marked. */
export async function favouriteCardIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ cardId: dashboardFavourites.cardId })
    .from(dashboardFavourites)
    .where(eq(dashboardFavourites.userId, userId))
    .orderBy(asc(dashboardFavourites.position), asc(dashboardFavourites.cardId));
  return rows.map((row) => row.cardId);
}

/**
 * Marks a card last among the user's favourites unless it is one already (it keeps its place); false when the
 * user has `limit` favourites already. A lock per user keeps two tabs marking at once from passing the limit.
 */
export async function addFavourite(db: Database, userId: string, cardId: string, limit: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One writer per user at a time: the count and the next position stay true.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dashboard_favourites:${userId}`}))`);
    const existing = await tx
      .select({ cardId: dashboardFavourites.cardId, position: dashboardFavourites.position })
      .from(dashboardFavourites)
      .where(eq(dashboardFavourites.userId, userId));
    if (existing.some((row) => row.cardId === cardId)) return true;
    if (existing.length >= limit) return false;
    const position = Math.max(0, ...existing.map((row) => row.position + 1));
    await tx.insert(dashboardFavourites).values({ userId, cardId, position });
    return true;
  });
}

export async function removeFavourite(db: Database, userId: string, cardId: string): Promise<void> {
  await db
    .delete(dashboardFavourites)
    .where(and(eq(dashboardFavourites.userId, userId), eq(dashboardFavourites.cardId, cardId)));
}
