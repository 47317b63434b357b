import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { passwordResetTokens, users } from '../../../db/schema/index.ts';

const resetTokenLifetimeMinutes = 30;
/** Links one account may be sent per hour, whoever asks: enough for a lost mail, too few to flood an inbox. */
export const resetLinksPerHour = 3;

/** Only this digest is stored: a leaked table does not give working links. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link for the user (valid `lifetimeMinutes`, by default 30; an invitation's lasts days), or undefined when the account has been sent its share of links this hour. Links sent
 * before stay usable until they expire or one of them is used, so someone asking again and again for another
 * person's account cannot make the link in that person's inbox stop working.
 */
export async function issueResetToken(
  db: Database,
  userId: string,
  { lifetimeMinutes = resetTokenLifetimeMinutes }: { lifetimeMinutes?: number } = {},
): Promise<string | undefined> {
  const token = randomBytes(32).toString('base64url');
  const issued = await db.transaction(async (tx) => {
    // One request per account at a time, so parallel requests cannot each see room for one more link.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [recent] = await tx
      .select({ links: count() })
      .from(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, sql`now() - interval '1 hour'`)),
      );
    if ((recent?.links ?? 0) >= resetLinksPerHour) return false;
    // Rows are kept a day after their link expired: the hourly count needs them, nothing else does.
    await tx
      .delete(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, userId), lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`)),
      );
    await tx.insert(passwordResetTokens).values({
      tokenHash: digest(token),
      userId,
      expiresAt: sql`now() + ${sql.raw(`interval '${Math.trunc(lifetimeMinutes)} minutes'`)}`,
    });
    return true;
  });
  return issued ? token : undefined;
}

const usable = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, digest(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

/** The user a token belongs to while it is unused and unexpired. */
export async function findResetTokenUser(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(usable(token));
  return row?.userId;
}

/**
 * Marks the token used, and with it every other open link of the user: the password they were for has been set.
 * Only one caller wins, the others get undefined.
 */
export async function consumeResetToken(db: Database, token: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(usable(token))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return undefined;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    return row.userId;
  });
}
