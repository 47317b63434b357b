import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { passwordHistory, users } from '../../../db/schema/index.ts';
import { clearAllFailures } from '../users/sign-in-throttle.ts';

/** How many passwords (the current one included) a new password must differ from. */
export const rememberedPasswords = 5;

/** Adds a password to the user's history and forgets all but the newest few. */
export async function recordPassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.insert(passwordHistory).values({ userId, passwordHash });
  const kept = db
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(rememberedPasswords);
  await db.delete(passwordHistory).where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, kept)));
}

/** The hashes of the user's last passwords, newest first, the current one included. */
export async function recentPasswordHashes(db: Database, userId: string): Promise<string[]> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const history = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(rememberedPasswords);
  const hashes = [...(user ? [user.passwordHash] : []), ...history.map((row) => row.passwordHash)];
  return [...new Set(hashes)].slice(0, rememberedPasswords);
}

/** Sets a new password: history, change date, and no sign-in throttle left (the user just proved who they are). */
export async function setPassword(db: Database, userId: string, passwordHash: string): Promise<Date> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordUpdatedAt: new Date(), failedAttempts: 0, firstFailedAt: null, lockedUntil: null })
      .where(eq(users.id, userId))
      .returning({ passwordUpdatedAt: users.passwordUpdatedAt, username: users.username });
    if (!updated?.passwordUpdatedAt) throw new Error(`user ${userId} not found`);
    await recordPassword(tx, userId, passwordHash);
    await clearAllFailures(tx, updated.username);
    return updated.passwordUpdatedAt;
  });
}
