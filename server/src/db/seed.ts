import { seedAccounts } from '../modules/accounts/seed.ts';
import { seedContent } from '../modules/content/seed.ts';
import { seedLabels } from '../modules/labels/seed.ts';
import { seedPersonas } from '../modules/users/personas.ts';
import type { Database } from './client.ts';
import { saveSetting } from './settings.ts';

/** Bump when the seed data changes, so an instance shows which seed it carries. */
export const seedVersion = 5;

/** Puts the reference and demo data in place; safe to run on every start. */
export async function seedDatabase(db: Database): Promise<void> {
  await seedPersonas(db);
  // After the personas: their privileges and acceptances point at them.
  await seedAccounts(db);
  // The label files of the repository; only locales whose file changed since the last start are written.
  await seedLabels(db);
  // After the accounts: customer-specific pages point at their sold-to. Insert-only, so editors' changes stay.
  await seedContent(db);
  await saveSetting(db, 'seed_version', seedVersion);
}
