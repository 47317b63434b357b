import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { withStartupLock } from '../../src/db/startup-lock.ts';
import { inMemoryDataDir } from '../../src/config.ts';

const databaseUrl = process.env['DATABASE_URL'];

describe('withStartupLock', () => {
  it('runs the work at once on the embedded database', async () => {
    const database = await openDatabase({ DATABASE_URL: undefined, DATA_DIR: inMemoryDataDir });
    try {
      expect(await withStartupLock(database, async () => 'done')).toBe('done');
    } finally {
      await database.close();
    }
  });

  // Three instances starting together on a fresh PostgreSQL: before the lock, all but one failed their migrations
  // ("relation already exists").
  it.runIf(databaseUrl)(
    'lets instances starting together on a fresh PostgreSQL take turns to migrate and seed',
    async () => {
      const name = `portal_lock_${randomUUID().replaceAll('-', '')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(databaseUrl ?? '');
      url.pathname = `/${name}`;
      try {
        const handles = await Promise.all(
          [1, 2, 3].map(() => openDatabase({ DATABASE_URL: url.href, DATA_DIR: inMemoryDataDir })),
        );
        const inside: number[] = [];
        let concurrent = 0;
        try {
          await Promise.all(
            handles.map((database) =>
              withStartupLock(database, async () => {
                inside.push(++concurrent);
                await migrateDatabase(database);
                await seedDatabase(database.db, { demo: false });
                concurrent--;
              }),
            ),
          );
        } finally {
          await Promise.all(handles.map((database) => database.close()));
        }
        expect(inside).toEqual([1, 1, 1]);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
