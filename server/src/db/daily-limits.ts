import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { dailyCounts } from './schema/index.ts';

export interface DailyLimit {
  /** `user:<id>` or `customer:<id>`: whose count this is. */
  holder: string;
  max: number;
}

/** A daily limit that would be passed: 429, naming the limit. */
export class DailyLimitReached extends Error {
  readonly statusCode = 429;
  readonly limit: DailyLimit;
  constructor(limit: DailyLimit, what: string) {
    const kind = limit.holder.split(':')[0] ?? 'holder';
    super(`The daily limit of ${limit.max} ${what} per ${kind} is reached; more can be sent from 00:00 UTC.`);
    this.limit = limit;
  }
}

/**
 * Counts `amount` more of `action` for every holder of `limits` today (UTC), or none when that would pass one of
 * them (throws `DailyLimitReached` naming it, and `what` is done). One transaction with a row lock per holder, so
 * two instances or two requests at once cannot both take the last one; the counts live in the database and
 * survive restarts.
 */
export async function takeDailyAllowance(
  db: Database,
  { action, what }: { action: string; what: string },
  limits: readonly DailyLimit[],
  amount = 1,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const limit of limits) {
      const [row] = await tx
        .insert(dailyCounts)
        .values({ action, holder: limit.holder, day: sql`(now() at time zone 'utc')::date`, count: amount })
        .onConflictDoUpdate({
          target: [dailyCounts.action, dailyCounts.holder, dailyCounts.day],
          set: { count: sql`${dailyCounts.count} + ${amount}` },
        })
        .returning({ count: dailyCounts.count });
      // Above the limit: the transaction's rollback takes back this and every earlier holder's count.
      if ((row?.count ?? 0) > limit.max) throw new DailyLimitReached(limit, what);
    }
  });
}
