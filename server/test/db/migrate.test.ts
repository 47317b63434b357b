import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { lockFileName } from '../../src/db/lock.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { appSettings } from '../../src/db/schema/index.ts';
import { seedDatabase, seedVersion } from '../../src/seed/seed-database.ts';
import { openTestDatabase, testConfig } from '../helpers/build-test-app.ts';
import { tempDir } from '../helpers/temp-dir.ts';

describe('migrations and seed', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('can run again on a migrated and seeded database', async () => {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    await seedDatabase(database.db);

    const rows = await database.db.select().from(appSettings).where(eq(appSettings.key, 'seed_version'));
    expect(rows).toEqual([expect.objectContaining({ key: 'seed_version', value: seedVersion })]);
  });

  it('records the applied migrations', async () => {
    const result = await database.db.execute<{ count: number | string }>(
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    // PGlite returns int8 as a number, pg as a string.
    expect(Number(result.rows[0]?.count)).toBeGreaterThanOrEqual(1);
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database on disk', () => {
  it('keeps its data across restarts and holds the directory lock only while open', async () => {
    const dataDir = path.join(tempDir('db'), 'data');
    const config = testConfig({ DATABASE_URL: undefined, DATA_DIR: dataDir });

    const first = await openTestDatabase(config);
    expect(first.kind).toBe('pglite');
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(true);
    await first.db.insert(appSettings).values({ key: 'test_marker', value: { kept: true } });
    await first.close();
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);

    const second = await openTestDatabase(config);
    try {
      const rows = await second.db.select().from(appSettings).where(eq(appSettings.key, 'test_marker'));
      expect(rows[0]?.value).toEqual({ kept: true });
    } finally {
      await second.close();
    }
  });
});
