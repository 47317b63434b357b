import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema.ts';

const resetTokenLifetimeMinutes = 30;

/** Only this digest is stored: a leaked table does not give working links. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link for the user; the links sent before stop working. */
export async function issueResetToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({
      tokenHash: digest(token),
      userId,
      expiresAt: sql`now() + ${sql.raw(`interval '${resetTokenLifetimeMinutes} minutes'`)}`,
    });
  });
  return token;
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

/** Marks the token used; only one caller wins, the others get undefined. */
export async function consumeResetToken(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
