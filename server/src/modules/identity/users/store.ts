import { and, eq, sql } from 'drizzle-orm';
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
