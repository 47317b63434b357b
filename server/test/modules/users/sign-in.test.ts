import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { users } from '../../../src/db/schema.ts';
import { signIn } from '../../../src/modules/users/sign-in.ts';
import { openTestDatabase } from '../../helpers/build-test-app.ts';
import { createTestUser } from '../../helpers/users.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function lockState(id: string) {
  const [row] = await database.db
    .select({ failedAttempts: users.failedAttempts, lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

describe('signIn', () => {
  it('signs in with the right password and counts nothing', async () => {
    const user = await createTestUser(database.db);
    const result = await signIn(database.db, user.username, user.password);
    expect(result).toMatchObject({ outcome: 'signed-in', user: { id: user.id } });
    expect(await lockState(user.id)).toEqual({ failedAttempts: 0, lockedUntil: null });
  });

  it('reports an unknown user like a wrong password', async () => {
    expect(await signIn(database.db, 'no-such-user@example.test', 'Whatever-1')).toEqual({ outcome: 'invalid' });
  });

  it('locks after the 5th failure within 15 minutes, for 15 minutes', async () => {
    const user = await createTestUser(database.db);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await signIn(database.db, user.username, 'Wrong-Password-1')).toEqual({ outcome: 'invalid' });
    }
    expect(await signIn(database.db, user.username, user.password)).toEqual({ outcome: 'locked' });
    const { lockedUntil } = (await lockState(user.id)) ?? {};
    const minutes = ((lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('counts failures older than the window as a fresh start', async () => {
    const user = await createTestUser(database.db);
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(database.db, user.username, 'Wrong-Password-1');
    await database.db
      .update(users)
      .set({ firstFailedAt: sql`now() - interval '16 minutes'` })
      .where(eq(users.id, user.id));
    await signIn(database.db, user.username, 'Wrong-Password-1');
    expect(await lockState(user.id)).toEqual({ failedAttempts: 1, lockedUntil: null });
  });

  it('lets the user in again once the lock has expired', async () => {
    const user = await createTestUser(database.db);
    await database.db
      .update(users)
      .set({
        failedAttempts: 5,
        firstFailedAt: sql`now() - interval '20 minutes'`,
        lockedUntil: sql`now() - interval '1 minute'`,
      })
      .where(eq(users.id, user.id));
    expect(await signIn(database.db, user.username, user.password)).toMatchObject({ outcome: 'signed-in' });
    expect(await lockState(user.id)).toEqual({ failedAttempts: 0, lockedUntil: null });
  });

  it('gives a failure after an expired lock a fresh count instead of locking again at once', async () => {
    const user = await createTestUser(database.db);
    await database.db
      .update(users)
      .set({
        failedAttempts: 5,
        firstFailedAt: sql`now() - interval '5 minutes'`,
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(users.id, user.id));
    expect(await signIn(database.db, user.username, 'Wrong-Password-1')).toEqual({ outcome: 'invalid' });
    expect(await lockState(user.id)).toEqual({ failedAttempts: 1, lockedUntil: null });
  });
});
