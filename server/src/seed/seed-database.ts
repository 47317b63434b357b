import { seedLabels } from '../modules/labels/seed.ts';
import { seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference.ts';
import type { Database } from '../db/client.ts';
import { saveSetting } from '../db/settings.ts';

/** Bump when the seed data changes, so an instance shows which seed it carries. */
export const seedVersion = 7;

export interface SeedOptions {
  /** Also the demo data of `server/demo/` (personas, sold-tos, content): `SEED_DEMO`, never in production. */
  demo: boolean;
}

/**
 * Puts the reference data in place (brand and privilege catalogues, labels) and, with `demo`, the demo data;
 * safe to run on every start.
 */
export async function seedDatabase(db: Database, { demo }: SeedOptions = { demo: true }): Promise<void> {
  await seedReferenceData(db);
  // The label files of the repository; only locales whose file changed since the last start are written.
  await seedLabels(db);
  if (demo) await seedDemoData(db);
  await saveSetting(db, 'seed_version', seedVersion);
}
