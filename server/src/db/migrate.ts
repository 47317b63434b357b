import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';

/** The committed drizzle-kit output, found from this file so the working directory does not matter. */
const migrationsFolder = path.resolve(import.meta.dirname, '../../migrations');

/** Applies pending migrations; already applied ones are skipped, so every start can call this. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db, { migrationsFolder });
  } else {
    await migratePg(handle.db, { migrationsFolder });
  }
}
