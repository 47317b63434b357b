import { seedLabels } from '../modules/labels/seed.ts';
import { seedDemoData } from './demo.ts';
import { seedReferenceData } from './reference.ts';
import type { Database } from '../db/client.ts';
import { saveSetting } from '../db/settings.ts';

/** Bump when the seed data changes, so an instance shows which seed it carries. */
export const seedVersion = 8;

export interface SeedOptions {
  /** Also the demo data of `server/demo/` (personas, sold-tos, content): `SEED_DEMO`, never in production. */
  demo: boolean;
  /** The portal's address, for the links of mails the demo's notices make (PUBLIC_URL); the default's otherwise. */
  publicUrl?: string;
  /** With `demo`: a directory of more users in the demo's format (`SEED_EXTRA_PERSONAS_DIR`). */
  extraPersonasDir?: string;
}

/**
 * Puts the reference data in place (brand and privilege catalogues, labels) and, with `demo`, the demo data;
 * safe to run on every start.
 */
export async function seedDatabase(
  db: Database,
  { demo, publicUrl = 'http://localhost:8080', extraPersonasDir }: SeedOptions = { demo: true },
): Promise<void> {
  await seedReferenceData(db);
  // The label files of the repository; only locales whose file changed since the last start are written.
  await seedLabels(db);
  if (demo) await seedDemoData(db, { publicUrl, extraPersonasDir });
  await saveSetting(db, 'seed_version', seedVersion);
}
