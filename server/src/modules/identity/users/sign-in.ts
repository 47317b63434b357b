import type { Database } from '../../../db/client.ts';
import { verifyAgainstNothing, verifyPassword } from './password-hash.ts';
import { findUserByUsername, type User } from './store.ts';
import { clearFailures, isThrottled, recordFailure } from './sign-in-throttle.ts';

export type SignInResult = { outcome: 'signed-in'; user: User } | { outcome: 'invalid' } | { outcome: 'throttled' };

/**
 * Checks credentials from a client address. Unknown user and wrong password are one outcome (and cost the same
 * time), so the answer does not tell which usernames exist. Failures are counted per username as typed and per
 * address (sign-in-throttle.ts): after a few, that address must wait longer and longer before its next attempt
 * for that username is even checked, the same for unknown usernames as for real ones, and the account's owner
 * elsewhere is not slowed down at all.
 */
export async function signIn(db: Database, username: string, password: string, client: string): Promise<SignInResult> {
  if (await isThrottled(db, username, client)) return { outcome: 'throttled' };
  const user = await findUserByUsername(db, username);
  const matches = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstNothing(password);
  if (!user || !matches) {
    await recordFailure(db, username, client);
    return { outcome: 'invalid' };
  }
  await clearFailures(db, username, client);
  return { outcome: 'signed-in', user };
}
