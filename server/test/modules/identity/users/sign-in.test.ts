import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/db/client.ts';
import { signInFailures } from '../../../../src/db/schema/index.ts';
import { hashPassword } from '../../../../src/modules/identity/users/password-hash.ts';
import { setPassword } from '../../../../src/modules/identity/password/store.ts';
import { signIn } from '../../../../src/modules/identity/users/sign-in.ts';
import {
  accountKeyOf,
  freeFailures,
  maxDelaySeconds,
} from '../../../../src/modules/identity/users/sign-in-throttle.ts';
import { openTestDatabase } from '../../../helpers/build-test-app.ts';
import { createTestUser } from '../../../helpers/users.ts';

let database: DatabaseHandle;
let addresses = 0;
/** A client address of its own for each use, so tests never share a count. */
const address = () => `192.0.2.${++addresses}`;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function stateOf(username: string, client: string) {
  const [row] = await database.db
    .select()
    .from(signInFailures)
    .where(and(eq(signInFailures.accountKey, accountKeyOf(username)), eq(signInFailures.client, client)));
  return row;
}

/** Lets the current wait run out, as if time had passed. */
async function endWait(username: string, client: string) {
  await database.db
    .update(signInFailures)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(and(eq(signInFailures.accountKey, accountKeyOf(username)), eq(signInFailures.client, client)));
}

async function fail(username: string, client: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt++) {
    await endWait(username, client);
    expect(await signIn(database.db, username, 'Wrong-Password-1', client)).toEqual({ outcome: 'invalid' });
  }
}

function waitSeconds(state: Awaited<ReturnType<typeof stateOf>>): number {
  if (!state?.blockedUntil) return 0;
  return (state.blockedUntil.getTime() - state.lastFailedAt.getTime()) / 1000;
}

describe('signIn', () => {
  it('signs in with the right password and counts nothing', async () => {
    const user = await createTestUser(database.db);
    const client = address();
    const result = await signIn(database.db, user.username, user.password, client);
    expect(result).toMatchObject({ outcome: 'signed-in', user: { id: user.id } });
    expect(await stateOf(user.username, client)).toBeUndefined();
  });

  it('reports an unknown user like a wrong password', async () => {
    expect(await signIn(database.db, 'no-such-user@example.test', 'Whatever-1', address())).toEqual({
      outcome: 'invalid',
    });
  });

  it('lets a few failures pass, then makes the address wait longer after each further one', async () => {
    const user = await createTestUser(database.db);
    const client = address();
    await fail(user.username, client, freeFailures);
    expect(waitSeconds(await stateOf(user.username, client))).toBe(0);
    expect(await signIn(database.db, user.username, user.password, client)).toMatchObject({ outcome: 'signed-in' });

    await fail(user.username, client, freeFailures + 1);
    expect(waitSeconds(await stateOf(user.username, client))).toBe(1);
    // While the wait runs, not even the right password is checked.
    expect(await signIn(database.db, user.username, user.password, client)).toEqual({ outcome: 'throttled' });
    await fail(user.username, client, 1);
    expect(waitSeconds(await stateOf(user.username, client))).toBe(2);
    await fail(user.username, client, 1);
    expect(waitSeconds(await stateOf(user.username, client))).toBe(4);
  });

  it('never makes anyone wait more than 15 minutes', async () => {
    const user = await createTestUser(database.db);
    const client = address();
    await fail(user.username, client, 1);
    await database.db
      .update(signInFailures)
      .set({ failures: 500 })
      .where(eq(signInFailures.accountKey, accountKeyOf(user.username)));
    await fail(user.username, client, 1);
    expect(waitSeconds(await stateOf(user.username, client))).toBe(maxDelaySeconds);
  });

  it('does not slow down the account from another address: nobody can lock the owner out', async () => {
    const user = await createTestUser(database.db);
    const attacker = address();
    await fail(user.username, attacker, 12);
    expect(await signIn(database.db, user.username, user.password, attacker)).toEqual({ outcome: 'throttled' });
    expect(await signIn(database.db, user.username, user.password, address())).toMatchObject({
      outcome: 'signed-in',
    });
  });

  it('answers an unknown username exactly like a real one, throttle included', async () => {
    const user = await createTestUser(database.db);
    const client = address();
    const unknown = `nobody-${addresses}@example.test`;
    const outcomes = async (username: string) => {
      const seen = [];
      for (let attempt = 1; attempt <= freeFailures + 2; attempt++) {
        seen.push((await signIn(database.db, username, 'Wrong-Password-1', client)).outcome);
      }
      return seen;
    };
    const real = await outcomes(user.username);
    expect(real).toContain('throttled');
    expect(await outcomes(unknown)).toEqual(real);
  });

  it('forgets failures after a day without any', async () => {
    const user = await createTestUser(database.db);
    const client = address();
    await fail(user.username, client, freeFailures + 2);
    await database.db
      .update(signInFailures)
      .set({ lastFailedAt: sql`now() - interval '25 hours'`, blockedUntil: null })
      .where(eq(signInFailures.accountKey, accountKeyOf(user.username)));
    await fail(user.username, client, 1);
    expect(await stateOf(user.username, client)).toMatchObject({ failures: 1, blockedUntil: null });
  });

  it('clears the count of every address when the password is set anew', async () => {
    const user = await createTestUser(database.db);
    const [first, second] = [address(), address()];
    await fail(user.username, first, freeFailures + 3);
    await fail(user.username, second, freeFailures + 3);
    await setPassword(database.db, user.id, await hashPassword('Amber-Lantern-Fox-5'));
    expect(await stateOf(user.username, first)).toBeUndefined();
    expect(await stateOf(user.username, second)).toBeUndefined();
  });
});
