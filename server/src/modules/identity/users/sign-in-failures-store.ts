import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { signInFailures } from '../../../db/schema/index.ts';

/** How failures turn into waits (sign-in-throttle.ts holds the numbers). */
export interface ThrottlePolicy {
  /** Failures that cost nothing. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure ... */
  firstDelaySeconds: number;
  /** ... up to this. */
  maxDelaySeconds: number;
  /** Hours without failures that forget the count. */
  forgetAfterHours: number;
}

function row(accountKey: string, client: string) {
  return and(eq(signInFailures.accountKey, accountKey), eq(signInFailures.client, client));
}

/** Whether a wait set by earlier failures for this account key and address still runs. */
export async function hasRunningWait(db: Database, accountKey: string, client: string): Promise<boolean> {
  const [found] = await db
    .select({ blockedUntil: signInFailures.blockedUntil })
    .from(signInFailures)
    .where(and(row(accountKey, client), sql`${signInFailures.blockedUntil} > now()`));
  return found !== undefined;
}

/**
 * Counts a failure in one statement, so parallel attempts cannot slip past the count, sets the wait the policy gives
 * for the new count, and deletes the counts the policy has forgotten.
 */
export async function countFailure(
  db: Database,
  accountKey: string,
  client: string,
  policy: ThrottlePolicy,
): Promise<void> {
  const forgetAfter = sql.raw(`interval '${Math.trunc(policy.forgetAfterHours)} hours'`);
  const startsOver = sql`${signInFailures.lastFailedAt} < now() - ${forgetAfter}`;
  const failures = sql`case when ${startsOver} then 1 else ${signInFailures.failures} + 1 end`;
  const beyond = sql`(${failures}) - ${policy.freeFailures}`;
  const delay = sql`least(${policy.maxDelaySeconds}, ${policy.firstDelaySeconds} * power(2, least(${beyond} - 1, 20)))`;
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

/** Deletes the count of one account key from one address. */
export async function deleteFailures(db: Database, accountKey: string, client: string): Promise<void> {
  await db.delete(signInFailures).where(row(accountKey, client));
}

/** Deletes the counts of one account key from every address. */
export async function deleteAllFailures(db: Database, accountKey: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
}
