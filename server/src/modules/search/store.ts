import { recentSearchLimit, type RecentSearch } from '@portal/contracts';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recentSearches } from '../../db/schema/index.ts';

/** The user's recent searches, newest first. */
export async function recentSearchesOf(db: Database, userId: string): Promise<RecentSearch[]> {
  const rows = await db
    .select({ q: recentSearches.query, searchedAt: recentSearches.searchedAt })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), recentSearches.query)
    .limit(recentSearchLimit);
  return rows.map((row) => ({ q: row.q, searchedAt: row.searchedAt.toISOString() }));
}

/** Remembers a search as the user's newest, and forgets what falls beyond the last ten (in one transaction). */
export async function rememberSearch(db: Database, userId: string, q: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(recentSearches)
      .values({ userId, query: q })
      .onConflictDoUpdate({ target: [recentSearches.userId, recentSearches.query], set: { searchedAt: sql`now()` } });
    const kept = tx
      .select({ query: recentSearches.query })
      .from(recentSearches)
      .where(eq(recentSearches.userId, userId))
      .orderBy(desc(recentSearches.searchedAt), recentSearches.query)
      .limit(recentSearchLimit);
    await tx
      .delete(recentSearches)
      .where(and(eq(recentSearches.userId, userId), notInArray(recentSearches.query, kept)));
  });
}

/** Forgets one of the user's searches (nothing when it is not there). */
export async function forgetSearch(db: Database, userId: string, q: string): Promise<void> {
  await db.delete(recentSearches).where(and(eq(recentSearches.userId, userId), eq(recentSearches.query, q)));
}
