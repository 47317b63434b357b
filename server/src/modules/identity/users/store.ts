import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

export type User = typeof users.$inferSelect;

/** Inserts a user; undefined when the username is taken (the unique index ignores case). */
export async function insertUserUnlessTaken(db: Database, user: typeof users.$inferInsert): Promise<User | undefined> {
  const [created] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return created;
}

/** Deletes a user only while their password hash still starts with the given prefix (an unused invitation). */
export async function deleteUserStillInvited(db: Database, userId: string, passwordPrefix: string): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), sql`starts_with(${users.passwordHash}, ${passwordPrefix})`));
}

/** Usernames are e-mail addresses and unique regardless of case. */
export async function findUserByUsername(db: Database, username: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
  return user;
}

/** Subjects from tokens and sessions are opaque strings; only a UUID can name a row (and not fail the cast). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export function fullName(user: Pick<User, 'givenName' | 'familyName'>): string {
  return `${user.givenName} ${user.familyName}`;
}

/**
 * Of the users named, those whose password was set in `[setFrom, setBefore)` (the passwords expiring in a window),
 * with when it was set.
 */
export async function usersWithPasswordSetBetween(
  db: Database,
  userIds: readonly string[],
  { setFrom, setBefore }: { setFrom: Date; setBefore: Date },
): Promise<Array<{ id: string; passwordUpdatedAt: Date }>> {
  const ids = userIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, passwordUpdatedAt: users.passwordUpdatedAt })
    .from(users)
    .where(
      and(
        sql`${users.id} = any(${sql.param(ids)}::uuid[])`,
        gte(users.passwordUpdatedAt, setFrom),
        lt(users.passwordUpdatedAt, setBefore),
      ),
    );
  return rows.flatMap((row) =>
    row.passwordUpdatedAt ? [{ id: row.id, passwordUpdatedAt: row.passwordUpdatedAt }] : [],
  );
}
