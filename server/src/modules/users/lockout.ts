import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { User } from './repository.ts';

/** Failed sign-ins allowed within the window before the account locks. */
const maxFailedAttempts = 5;
const windowMinutes = 15;
const lockMinutes = 15;

export function isLocked(user: Pick<User, 'lockedUntil'>, now = new Date()): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/**
 * Counts a failed sign-in in one statement, so parallel attempts cannot slip past the limit. A failure outside
 * the window (or after an expired lock) starts a new count; the failure that reaches the limit sets the lock.
 */
export async function recordFailedSignIn(db: Database, userId: string): Promise<void> {
  const window = sql.raw(`interval '${windowMinutes} minutes'`);
  const startsOver = sql`(${users.firstFailedAt} is null or ${users.firstFailedAt} < now() - ${window} or ${users.lockedUntil} <= now())`;
  const attempts = sql`case when ${startsOver} then 1 else ${users.failedAttempts} + 1 end`;
  await db
    .update(users)
    .set({
      failedAttempts: attempts,
      firstFailedAt: sql`case when ${startsOver} then now() else ${users.firstFailedAt} end`,
      lockedUntil: sql`case when ${attempts} >= ${maxFailedAttempts} then now() + ${sql.raw(`interval '${lockMinutes} minutes'`)} else null end`,
    })
    .where(eq(users.id, userId));
}

export async function clearFailedSignIns(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ failedAttempts: 0, firstFailedAt: null, lockedUntil: null }).where(eq(users.id, userId));
}
