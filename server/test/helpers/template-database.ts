import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { inMemoryDataDir } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { demoTicketStoreFiles } from '../../src/seed/ticket-attachments.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The archive of a migrated embedded database with the demo seed. Built on a PostgreSQL run too: tests that
     * change seeded data open an embedded database of their own (`openOwnDatabase`).
     */
    templateDatabase: string;
    /** The demo tickets' attachment files the seed generated (base64), handed to every test app's store. */
    demoTicketStoreFiles: Array<{ storageKey: string; content: string }>;
  }
}

/**
 * Global set-up of the server project: migrates and seeds one embedded database, once, and hands its archive
 * to every test file, which starts from it (`openTestDatabase`) instead of migrating and seeding again.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openDatabase({ DATA_DIR: inMemoryDataDir, DATABASE_URL: undefined });
  if (database.kind !== 'pglite') throw new Error('The template database must be the embedded one.');
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: true });
  // drizzle keeps the driver's client on the database object; the handle's type does not carry it.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const archive = await client.dumpDataDir('none');
  await database.close();

  const folder = mkdtempSync(path.join(tmpdir(), 'portal-template-db-'));
  const file = path.join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('templateDatabase', file);
  // Generated once here (the PDF takes tens of milliseconds), not again by each test file.
  project.provide(
    'demoTicketStoreFiles',
    (await demoTicketStoreFiles()).map(({ storageKey, content }) => ({
      storageKey,
      content: content.toString('base64'),
    })),
  );
  return () => rmSync(folder, { recursive: true, force: true });
}
