import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/modules/identity/users/password-hash.ts';
import { recordPassword } from '../../src/modules/identity/password/store.ts';

export interface TestUser {
  id: string;
  username: string;
  password: string;
}

const defaultPassword = 'Stable-Orchard-42';
/**
 * The default password's hash, once per file and at a low scrypt cost (the hash carries its parameters, so the
 * sign-in verifies it as it is): a test signs in many users, and the product's cost makes each sign-in slow on a
 * busy machine. A test of a password's own hashing passes its own password.
 */
let defaultHash: string | undefined;
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A user of its own for a test, so lockouts and password changes never touch the demo personas (and a shared
 * PostgreSQL keeps working for the next test file).
 */
export async function createTestUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  const { password = defaultPassword, ...columns } = overrides;
  const passwordHash =
    password === defaultPassword ? (defaultHash ??= cheapHash(defaultPassword)) : await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({
      username: `user-${randomUUID()}@example.test`,
      givenName: 'Test',
      familyName: 'User',
      passwordHash,
      passwordUpdatedAt: new Date(),
      ...columns,
    })
    .returning();
  if (!user) throw new Error('user not created');
  await recordPassword(db, user.id, passwordHash);
  return { id: user.id, username: user.username, password };
}
