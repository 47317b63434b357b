import { privilegeCatalogue } from '@portal/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { brands, contentPages, customers, labels, privileges, users } from '../../src/db/schema/index.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { demoPersonasIn, refuseDemoDataInProduction } from '../../src/seed/production-guard.ts';
import { openOwnDatabase, testConfig } from '../helpers/build-test-app.ts';

// Its own embedded database even when the suite runs on a shared PostgreSQL (which holds the demo data).
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openOwnDatabase({ demo: false });
});

afterAll(async () => {
  await database.close();
});

const rowsOf = async (table: typeof users | typeof customers | typeof contentPages | typeof labels) =>
  (await database.db.select({ rows: count() }).from(table))[0]?.rows;

/** GET `url` of an app on this database with the given environment (and no demo documents). */
async function statusOf(url: string, env: Record<string, string>) {
  const app = buildApp({ config: testConfig({ ...env, DATABASE_URL: undefined }), database });
  try {
    return (await app.inject({ method: 'GET', url })).statusCode;
  } finally {
    await app.close();
  }
}

describe('seed without demo data (SEED_DEMO=false)', () => {
  it('puts the reference data in place: brand and privilege catalogues, labels', async () => {
    expect(await database.db.select().from(brands)).toHaveLength(10);
    const catalogue = await database.db.select().from(privileges);
    expect(catalogue).toHaveLength(privilegeCatalogue.length);
    expect(catalogue).toContainEqual({ code: 'ON_BEHALF', internalOnly: true });
    expect(catalogue).toContainEqual({ code: 'TICKET', internalOnly: false });
    expect(await rowsOf(labels)).toBeGreaterThan(0);
  });

  it('creates no persona, sold-to or content page', async () => {
    expect(await rowsOf(users)).toBe(0);
    expect(await rowsOf(customers)).toBe(0);
    expect(await rowsOf(contentPages)).toBe(0);
    expect(await demoPersonasIn(database.db)).toEqual([]);
  });

  it('lets production start, and has no legacy-tool stand-in or demo documents', async () => {
    await expect(refuseDemoDataInProduction(database.db, { NODE_ENV: 'production' })).resolves.toBeUndefined();
    expect(await statusOf('/legacy/b2b', { SEED_DEMO: 'false' })).toBe(404);
    expect(await statusOf('/content/media/legal/terms-and-conditions-2026-09-en.pdf', { SEED_DEMO: 'false' })).toBe(
      404,
    );
  });

  it('then with the demo data: production refuses, naming the personas; the stand-in is there in demo mode', async () => {
    await seedDatabase(database.db, { demo: true });
    expect(await demoPersonasIn(database.db)).toContain('buyer@example.com');
    await expect(refuseDemoDataInProduction(database.db, { NODE_ENV: 'production' })).rejects.toThrow(
      /^NODE_ENV=production, but the database holds 12 demo persona\(s\) whose password is published \(approver@example\.com, /,
    );
    await expect(refuseDemoDataInProduction(database.db, { NODE_ENV: 'development' })).resolves.toBeUndefined();
    expect(await statusOf('/legacy/b2b', { SEED_DEMO: 'true' })).toBe(200);
  });
});
