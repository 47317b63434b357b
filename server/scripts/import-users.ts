// Sets up portal users for sign-in through the group's own OpenID provider (OIDC_ISSUER): creates the users a
// file lists that are missing (without a password: the provider checks it) and gives each the privilege entries the
// file lists, replacing the ones they had. One transaction: a bad entry changes nothing.
// Usage: node server/scripts/import-users.ts users.json   (with the server's DATABASE_URL or DATA_DIR)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { languageIds, privilegeCodes } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { customers, portalPrivileges, users } from '../src/db/schema/index.ts';

const entrySchema = z.object({
  /** A sold-to of the user (external), or null: the one entry of an internal user. */
  customerId: z
    .string()
    .regex(/^\d{7,10}$/)
    .nullable(),
  role: z.string().max(64).default(''),
  enabled: z.array(z.enum(privilegeCodes)),
});

const fileSchema = z.array(
  z.object({
    username: z.email().transform((value) => value.toLowerCase()),
    givenName: z.string().trim().min(1).max(100),
    familyName: z.string().trim().min(1).max(100),
    locale: z.enum(languageIds).default('en'),
    internal: z.boolean().default(false),
    privileges: z.array(entrySchema),
  }),
);

/** Not a scrypt hash, so no password ever matches it: these users sign in at the provider only. */
const noPassword = () => `sso$${randomBytes(16).toString('base64url')}`;

const file = process.argv[2];
if (!file) {
  console.error('Usage: node server/scripts/import-users.ts <users.json>');
  process.exit(2);
}
const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
if (!parsed.success) {
  console.error(`${file} is not a valid user list:\n${z.prettifyError(parsed.error)}`);
  process.exit(1);
}

const database = await openDatabase(loadConfig(process.env));
try {
  await migrateDatabase(database);
  const db: Database = database.db;
  const named = [...new Set(parsed.data.flatMap((user) => user.privileges.map((entry) => entry.customerId)))];
  const known = new Set(
    (
      await db
        .select({ customerId: customers.customerId })
        .from(customers)
        .where(
          inArray(
            customers.customerId,
            named.filter((id): id is string => id !== null),
          ),
        )
    ).map((row) => row.customerId),
  );
  const unknown = named.filter((id) => id !== null && !known.has(id));
  if (unknown.length > 0) {
    console.error(`${file} names customers the portal does not have: ${unknown.join(', ')}. Nothing was changed.`);
    process.exitCode = 1;
  } else {
    await importUsers(db);
  }
} finally {
  await database.close();
}

async function importUsers(db: Database): Promise<void> {
  if (!parsed.success) return;
  const people = parsed.data;
  const summary = await db.transaction(async (tx) => {
    let created = 0;
    for (const person of people) {
      const inserted = await tx
        .insert(users)
        .values({
          username: person.username,
          givenName: person.givenName,
          familyName: person.familyName,
          locale: person.locale,
          companyType: person.internal ? 'internal' : 'external',
          passwordHash: noPassword(),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      created += inserted.length;
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${person.username}`);
      if (!user) throw new Error(`${person.username} could not be created`);
      await tx.delete(portalPrivileges).where(eq(portalPrivileges.userId, user.id));
      if (person.privileges.length > 0) {
        await tx
          .insert(portalPrivileges)
          .values(person.privileges.map((entry, position) => ({ userId: user.id, position, ...entry })));
      }
    }
    return { created, updated: people.length - created };
  });
  console.log(`${summary.created} user(s) created, ${summary.updated} updated.`);
}
