import type { Database } from '../../db/client.ts';
import { verifyAgainstNothing, verifyPassword } from '../password/hash.ts';
import { clearFailedSignIns, isLocked, recordFailedSignIn } from './lockout.ts';
import { findUserByUsername, type User } from './repository.ts';

export type SignInResult = { outcome: 'signed-in'; user: User } | { outcome: 'invalid' } | { outcome: 'locked' };

/**
 * Checks credentials. Unknown user and wrong password are one outcome (and cost the same time), so the answer
 * does not tell which usernames exist; a locked account stays locked even for the right password.
 */
export async function signIn(db: Database, username: string, password: string): Promise<SignInResult> {
  const user = await findUserByUsername(db, username);
  if (!user) {
    await verifyAgainstNothing(password);
    return { outcome: 'invalid' };
  }
  const matches = await verifyPassword(password, user.passwordHash);
  if (isLocked(user)) return { outcome: 'locked' };
  if (!matches) {
    await recordFailedSignIn(db, user.id);
    return { outcome: 'invalid' };
  }
  await clearFailedSignIns(db, user.id);
  return { outcome: 'signed-in', user };
}
