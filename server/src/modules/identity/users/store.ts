import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

export type User = typeof users.$inferSelect;

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
