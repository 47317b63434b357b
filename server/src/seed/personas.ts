import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/identity/users/password-hash.ts';
import { recordPassword } from '../modules/identity/password/store.ts';
import type { DemoPersonas } from './demo-files.ts';

/** Creates the personas that are missing; existing ones keep their data, a changed password included. */
export async function seedPersonas(db: Database, { password, personas }: DemoPersonas): Promise<void> {
  const existing = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        personas.map((persona) => persona.username),
      ),
    );
  const present = new Set(existing.map((row) => row.username.toLowerCase()));
  const missing = personas.filter((persona) => !present.has(persona.username));
  if (missing.length === 0) return;

  const rows = await Promise.all(
    missing.map(async ({ passwordChangedDaysAgo, ...persona }) => ({
      ...persona,
      passwordHash: await hashPassword(password),
      passwordUpdatedAt: new Date(Date.now() - (passwordChangedDaysAgo ?? 0) * 24 * 60 * 60 * 1000),
    })),
  );
  // Another instance seeding at the same moment may win a row; its insert stands.
  const inserted = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: users.id, passwordHash: users.passwordHash });
  for (const user of inserted) await recordPassword(db, user.id, user.passwordHash);
}
