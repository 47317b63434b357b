import { randomUUID } from 'node:crypto';
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
/** The default password's hash, computed once per file: scrypt is slow on a busy machine, a salt per user is not needed. */
let defaultHash: Promise<string> | undefined;

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
    password === defaultPassword ? await (defaultHash ??= hashPassword(defaultPassword)) : await hashPassword(password);
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
