import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../src/db/client.ts';
import { passwordHistory, users } from '../../../../src/db/schema/index.ts';
import { seedDatabase } from '../../../../src/seed/seed-database.ts';
import { hashPassword, verifyPassword } from '../../../../src/modules/identity/users/password-hash.ts';
import { loadPersonas } from '../../../../src/seed/demo-files.ts';
import { openOwnDatabase } from '../../../helpers/build-test-app.ts';

const { password: demoPassword, personas } = loadPersonas();

// Its own embedded database even when the suite runs on a shared PostgreSQL: this test changes a persona.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openOwnDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('demo personas', () => {
  it('are all there with the demo password', async () => {
    const rows = await database.db.select().from(users);
    expect(rows.map((row) => row.username).sort()).toEqual(personas.map((persona) => persona.username).sort());
    const klaus = rows.find((row) => row.username === 'klaus@example.com');
    expect(klaus).toMatchObject({ givenName: 'Klaus', familyName: 'Berger', locale: 'de', companyType: 'external' });
    expect(
      rows
        .filter((row) => row.companyType === 'internal')
        .map((row) => row.username)
        .sort(),
    ).toEqual(['approver@example.com', 'salesrep@example.com', 'staff@example.com']);
    expect(await verifyPassword(demoPassword, klaus?.passwordHash ?? '')).toBe(true);
    const history = await database.db
      .select()
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, klaus?.id ?? ''));
    expect(history).toHaveLength(1);
  });

  it('keep a changed password when the seed runs again', async () => {
    const changed = await hashPassword('Amber-Lantern-Fox-5');
    await database.db.update(users).set({ passwordHash: changed }).where(eq(users.username, 'buyer@example.com'));
    await seedDatabase(database.db);

    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(personas.length);
    expect(rows.find((row) => row.username === 'buyer@example.com')?.passwordHash).toBe(changed);
  });

  it('have usernames that are unique regardless of case', async () => {
    await expect(
      database.db.insert(users).values({
        username: 'BUYER@example.com',
        givenName: 'B',
        familyName: 'C',
        passwordHash: sql`'x'`,
      }),
    ).rejects.toThrow();
  });
});
