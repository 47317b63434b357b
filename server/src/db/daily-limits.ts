import { lt, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { dailyCounts, hourlyCounts } from './schema/index.ts';

export interface DailyLimit {
  /** `user:<id>` or `customer:<id>`: whose count this is. */
  holder: string;
  max: number;
  /** The window counted: the UTC day (the default) or the UTC clock hour. */
  per?: 'day' | 'hour';
}

/** A daily limit that would be passed: 429, naming the limit. */
export class DailyLimitReached extends Error {
  readonly statusCode = 429;
  readonly limit: DailyLimit;
  constructor(limit: DailyLimit, what: string) {
    super(
      `The daily limit of ${limit.max} ${what} per ${holderKind(limit)} is reached; more can be sent from 00:00 UTC.`,
    );
    this.limit = limit;
  }
}

/** An hourly limit that would be passed: 429, naming the limit. */
export class HourlyLimitReached extends Error {
  readonly statusCode = 429;
  readonly limit: DailyLimit;
  constructor(limit: DailyLimit, what: string) {
    super(`The hourly limit of ${limit.max} ${what} per ${holderKind(limit)} is reached; try again in the next hour.`);
    this.limit = limit;
  }
}

const holderKind = (limit: DailyLimit) => limit.holder.split(':')[0] ?? 'holder';

/**
 * Removes the counts of past days and hours: they limit nothing any more. Done on every count rather than on a
 * timer: the tables only grow when something is counted, so they never hold more than one day's (one hour's) rows
 * per holder and action, every instance keeps them small without a schedule to coordinate, and the delete is one
 * statement on a small table before the counting transaction.
 */
export async function purgePastCounts(db: Database): Promise<void> {
  await db.delete(dailyCounts).where(lt(dailyCounts.day, sql`(now() at time zone 'utc')::date`));
  await db.delete(hourlyCounts).where(lt(hourlyCounts.hour, sql`date_trunc('hour', now())`));
}

/**
 * Counts `amount` more of `action` for every holder of `limits` in its window (the UTC day, or the UTC hour), or
 * none when that would pass one of them (throws `DailyLimitReached` or `HourlyLimitReached` naming it, and `what`
 * is done). One transaction with a row lock per holder, so two instances or two requests at once cannot both take
 * the last one; the counts live in the database and survive restarts.
 */
export async function takeAllowance(
  db: Database,
  { action, what }: { action: string; what: string },
  limits: readonly DailyLimit[],
  amount = 1,
): Promise<void> {
  await purgePastCounts(db);
  await db.transaction(async (tx) => {
    for (const limit of limits) {
      const count =
        limit.per === 'hour' ? await countHour(tx, action, limit, amount) : await countDay(tx, action, limit, amount);
      // Above the limit: the transaction's rollback takes back this and every earlier holder's count.
      if (count > limit.max) {
        throw limit.per === 'hour' ? new HourlyLimitReached(limit, what) : new DailyLimitReached(limit, what);
      }
    }
  });
}

/** The daily limits' name for `takeAllowance`, whose limits count per UTC day unless they say otherwise. */
export const takeDailyAllowance = takeAllowance;

async function countDay(db: Database, action: string, limit: DailyLimit, amount: number): Promise<number> {
  const [row] = await db
    .insert(dailyCounts)
    .values({ action, holder: limit.holder, day: sql`(now() at time zone 'utc')::date`, count: amount })
    .onConflictDoUpdate({
      target: [dailyCounts.action, dailyCounts.holder, dailyCounts.day],
      set: { count: sql`${dailyCounts.count} + ${amount}` },
    })
    .returning({ count: dailyCounts.count });
  return row?.count ?? 0;
}

async function countHour(db: Database, action: string, limit: DailyLimit, amount: number): Promise<number> {
  const [row] = await db
    .insert(hourlyCounts)
    .values({ action, holder: limit.holder, hour: sql`date_trunc('hour', now())`, count: amount })
    .onConflictDoUpdate({
      target: [hourlyCounts.action, hourlyCounts.holder, hourlyCounts.hour],
      set: { count: sql`${hourlyCounts.count} + ${amount}` },
    })
    .returning({ count: hourlyCounts.count });
  return row?.count ?? 0;
}
