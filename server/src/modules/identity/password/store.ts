import { and, count, desc, eq, gt, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { passwordHistory, passwordResetTokens, users } from '../../../db/schema/index.ts';
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

/**
 * Stores a reset link's digest for the user, valid `lifetimeMinutes`, unless the user has been sent `linksPerHour`
 * links in the last hour; false then. Rows are kept a day after their link expired: the hourly count needs them.
 */
export async function insertResetTokenWithinLimit(
  db: Database,
  link: { userId: string; tokenHash: string; lifetimeMinutes: number; linksPerHour: number },
): Promise<boolean> {
  const { userId, tokenHash, lifetimeMinutes, linksPerHour } = link;
  return db.transaction(async (tx) => {
    // One request per account at a time, so parallel requests cannot each see room for one more link.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ links: count() })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`)),
      );
    if ((recent?.links ?? 0) >= linksPerHour) return false;
    await tx
      .delete(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, userId), lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`)),
      );
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId,
      expiresAt: sql`now() + ${sql.raw(`interval '${Math.trunc(lifetimeMinutes)} minutes'`)}`,
    });
    return true;
  });
}

const usableResetToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** The user of a reset token (by its digest) while it is unused and unexpired. */
export async function findUsableResetTokenUser(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usableResetToken(tokenHash));
  return row?.userId;
}

/**
 * Marks a usable token (by its digest) used, and with it every other open link of its user; the user's id, or
 * undefined when the token was not usable (only one caller wins).
 */
export async function useResetToken(db: Database, tokenHash: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usableResetToken(tokenHash))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return undefined;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    return row.userId;
  });
}
