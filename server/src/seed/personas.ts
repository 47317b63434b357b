import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../password/hash.ts';
import { recordPassword } from '../password/store.ts';

/** Password of every demo persona (DESIGN.md "Demo personas"). */
export const demoPassword = 'Portal#2026';

type Persona = Pick<
  typeof users.$inferInsert,
  'username' | 'givenName' | 'familyName' | 'locale' | 'companyType' | 'creationReason'
>;

const external = { locale: 'en', companyType: 'external' } as const;
const internal = { locale: 'en', companyType: 'internal' } as const;

export const personas: readonly Persona[] = [
  { username: 'buyer@example.com', givenName: 'Emma', familyName: 'Collins', ...external },
  { username: 'multi@example.com', givenName: 'Daniel', familyName: 'Hayes', ...external },
  { username: 'newterms@example.com', givenName: 'Sophie', familyName: 'Turner', ...external },
  { username: 'pending@example.com', givenName: 'Liam', familyName: 'Foster', ...external },
  { username: 'limited@example.com', givenName: 'Grace', familyName: 'Mitchell', ...external },
  { username: 'klaus@example.com', givenName: 'Klaus', familyName: 'Berger', ...external, locale: 'de' },
  { username: 'staff@example.com', givenName: 'Sarah', familyName: 'Whitman', ...internal },
  { username: 'approver@example.com', givenName: 'Marco', familyName: 'Rossi', ...internal },
  // A sales rep whose account was created manually gets the sales agent cancellation form (spec 6).
  { username: 'salesrep@example.com', givenName: 'James', familyName: 'Carter', ...internal, creationReason: 'MANUAL' },
];

/** Creates the personas that are missing; existing ones keep their data, a changed password included. */
export async function seedPersonas(db: Database): Promise<void> {
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
    missing.map(async (persona) => ({
      ...persona,
      passwordHash: await hashPassword(demoPassword),
      passwordUpdatedAt: new Date(),
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
