import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import { inMemoryDataDir, loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, openPgliteFromDump, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { loadDemoDocuments } from '../../src/seed/documents.ts';
import type { StoreFile } from '../../src/modules/tickets/index.ts';
import { demoTicketStoreFiles } from '../../src/seed/ticket-attachments.ts';
import { tempDir } from './temp-dir.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** Config for tests: quiet, in-memory PGlite unless CI provides DATABASE_URL, and no front-end build. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: inMemoryDataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    STATIC_ROOT: tempDir('no-build'),
    ...env,
  });
}

/** A migrated, seeded database for tests; with DATABASE_URL it may be shared and already migrated. */
export async function openTestDatabase(config: Config = testConfig()): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL && config.DATA_DIR === inMemoryDataDir && config.SEED_DEMO) return openFromTemplate();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo: config.SEED_DEMO });
  return database;
}

/**
 * A migrated, seeded embedded database of the test's own, even when the suite runs on a shared PostgreSQL: for
 * tests that change seeded data (personas, terms, labels, content), which other test files must not see.
 */
export async function openOwnDatabase({ demo = true }: { demo?: boolean } = {}): Promise<DatabaseHandle> {
  if (demo) return openFromTemplate();
  const database = await openDatabase({ DATA_DIR: inMemoryDataDir, DATABASE_URL: undefined });
  await migrateDatabase(database);
  await seedDatabase(database.db, { demo });
  return database;
}

let templateArchive: Buffer | undefined;

/** The demo tickets' attachment files, as the suite's set-up generated them (or generated here without it). */
async function ticketStoreFiles(): Promise<StoreFile[]> {
  const provided = inject('demoTicketStoreFiles');
  if (!provided) return demoTicketStoreFiles();
  return provided.map(({ storageKey, content }) => ({ storageKey, content: Buffer.from(content, 'base64') }));
}

/** An in-memory database started from the suite's migrated and seeded template (see template-database.ts). */
async function openFromTemplate(): Promise<DatabaseHandle> {
  templateArchive ??= readFileSync(inject('templateDatabase'));
  return openPgliteFromDump(new Blob([templateArchive]));
}

/**
 * The app as `main.ts` builds it, not yet ready, so a test may still add routes before `inject`; `options` are
 * further options of `buildApp` (e.g. the updates stream's timing).
 */
export async function buildTestApp(
  env: Record<string, string | undefined> = {},
  options: Omit<BuildAppOptions, 'config' | 'database'> = {},
): Promise<TestApp> {
  const config = testConfig(env);
  const database = await openTestDatabase(config);
  const app = buildApp({
    config,
    database,
    ...(config.SEED_DEMO ? { documents: loadDemoDocuments(), ticketStoreFiles: await ticketStoreFiles() } : {}),
    ...options,
  });
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
