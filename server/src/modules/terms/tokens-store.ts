import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { termsTokens } from '../../db/schema/index.ts';
import { httpError } from '../../lib/http-error.ts';

/** A public acceptance link stays valid this long: time for the mail to reach whoever may sign for the company. */
const termsTokenLifetimeDays = 14;
/** Expired links are forgotten after this, until then they still answer 410 rather than 404. */
const expiredTokenRetentionDays = 90;

/** Only this digest is stored: a leaked table does not give working links. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new single-use link token for the customer; links sent before stay valid until they expire or are used. */
export async function issueTermsToken(db: Database, customerId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(termsTokens)
    .where(lt(termsTokens.expiresAt, sql`now() - ${sql.raw(`interval '${expiredTokenRetentionDays} days'`)}`));
  await db.insert(termsTokens).values({
    tokenHash: digest(token),
    customerId,
    expiresAt: sql`now() + ${sql.raw(`interval '${termsTokenLifetimeDays} days'`)}`,
  });
  return token;
}

export type TermsToken = typeof termsTokens.$inferSelect;

/** The token's row: 404 when unknown, 410 when it expired unused. A used token is returned (its page says so). */
export async function findTermsToken(db: Database, token: string): Promise<TermsToken> {
  const [row] = await db
    .select()
    .from(termsTokens)
    .where(eq(termsTokens.tokenHash, digest(token)));
  if (!row) throw httpError(404, 'This terms acceptance link is not valid.');
  if (!row.usedAt && row.expiresAt <= new Date()) throw httpError(410, 'This terms acceptance link has expired.');
  return row;
}

/** Uses the token up; only one caller wins, the others (and a used or expired token) get 410. */
export async function consumeTermsToken(db: Database, token: string): Promise<TermsToken> {
  await findTermsToken(db, token);
  const [row] = await db
    .update(termsTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(termsTokens.tokenHash, digest(token)), isNull(termsTokens.usedAt), gt(termsTokens.expiresAt, sql`now()`)),
    )
    .returning();
  if (!row) throw httpError(410, 'This terms acceptance link has already been used.');
  return row;
}
