import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { signInFailures } from '../../../db/schema/index.ts';

/** Failures from one address for one username that cost nothing: typos. */
export const freeFailures = 3;
/** The wait after the first failure beyond the free ones; it doubles with each further failure ... */
const firstDelaySeconds = 1;
/** ... up to this. */
export const maxDelaySeconds = 15 * 60;
/** A day without failures forgets the count. */
const forgetAfter = sql.raw(`interval '24 hours'`);

/** The stored key of a username: what the user typed, normalized and hashed, whether or not the account exists. */
export function accountKeyOf(username: string): string {
  return createHash('sha256').update(username.trim().toLowerCase()).digest('hex');
}

function row(username: string, client: string) {
  return and(eq(signInFailures.accountKey, accountKeyOf(username)), eq(signInFailures.client, client));
}

/** Whether attempts for this username from this address must wait (a wait set by earlier failures still runs). */
export async function isThrottled(db: Database, username: string, client: string): Promise<boolean> {
  const [found] = await db
    .select({ blockedUntil: signInFailures.blockedUntil })
    .from(signInFailures)
    .where(and(row(username, client), sql`${signInFailures.blockedUntil} > now()`));
  return found !== undefined;
}

/**
 * Counts a failure in one statement, so parallel attempts cannot slip past the count. Beyond the free failures each
 * one sets a wait of 1 s, 2 s, 4 s, ... up to 15 minutes; a day without failures starts over.
 */
export async function recordFailure(db: Database, username: string, client: string): Promise<void> {
  const accountKey = accountKeyOf(username);
  const startsOver = sql`${signInFailures.lastFailedAt} < now() - ${forgetAfter}`;
  const failures = sql`case when ${startsOver} then 1 else ${signInFailures.failures} + 1 end`;
  const beyond = sql`(${failures}) - ${freeFailures}`;
  const delay = sql`least(${maxDelaySeconds}, ${firstDelaySeconds} * power(2, least(${beyond} - 1, 20)))`;
  await db
    .insert(signInFailures)
    .values({ accountKey, client, failures: 1, lastFailedAt: sql`now()`, blockedUntil: null })
    .onConflictDoUpdate({
      target: [signInFailures.accountKey, signInFailures.client],
      set: {
        failures,
        lastFailedAt: sql`now()`,
        blockedUntil: sql`case when ${beyond} > 0 then now() + make_interval(secs => ${delay}) else null end`,
      },
    });
  await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, sql`now() - ${forgetAfter}`));
}

/** A successful sign-in from an address clears that address's count for the username. */
export async function clearFailures(db: Database, username: string, client: string): Promise<void> {
  await db.delete(signInFailures).where(row(username, client));
}

/** A new password (the user proved who they are by mail or with the old one) clears every address's count. */
export async function clearAllFailures(db: Database, username: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKeyOf(username)));
}
