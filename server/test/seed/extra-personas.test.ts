import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { customerPrivilegeCodes } from '@portal/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { portalPrivileges, termsAcceptances, users } from '../../src/db/schema/index.ts';
import { loadCustomers, loadExtraPersonas, loadPersonas } from '../../src/seed/demo-files.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { openOwnDatabase } from '../helpers/build-test-app.ts';

/** A directory holding `personas.json` and `privileges.json` with the given contents. */
function extraDir(personas: unknown, privileges: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'extra-personas-'));
  writeFileSync(path.join(dir, 'personas.json'), JSON.stringify(personas));
  writeFileSync(path.join(dir, 'privileges.json'), JSON.stringify(privileges));
  return dir;
}

const person = (username: string, companyType: 'external' | 'internal') => ({
  username,
  givenName: 'Extra',
  familyName: 'User',
  locale: 'en',
  companyType,
});

const [first, second] = loadCustomers();
const customerA = first?.customerId ?? '';
const customerB = second?.customerId ?? '';

const customerShape = [customerA, customerB].map((customerId) => ({
  customerId,
  role: 'CUSTOMER_ADMIN',
  enabled: 'all-customer-privileges',
  legacyModules: ['B2B'],
}));
const staffShape = [{ customerId: null, role: 'CUSTOMER_SERVICE', enabled: ['ON_BEHALF'], legacyModules: [] }];

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openOwnDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('SEED_EXTRA_PERSONAS_DIR: more users in the demo format', () => {
  it('seeds them with their privileges on the demo sold-tos, once, and leaves the terms acceptances as they were', async () => {
    const before = await database.db.select().from(termsAcceptances).orderBy(asc(termsAcceptances.id));
    const dir = extraDir(
      {
        password: 'Extra-Password-2026',
        personas: [person('extra-one@example.com', 'external'), person('extra-two@example.com', 'internal')],
      },
      { 'extra-one@example.com': customerShape, 'extra-two@example.com': staffShape },
    );
    await seedDatabase(database.db, { demo: true, extraPersonasDir: dir });
    // A restart seeds again: nothing doubles.
    await seedDatabase(database.db, { demo: true, extraPersonasDir: dir });

    const rows = await database.db
      .select({ username: users.username, companyType: users.companyType, id: users.id })
      .from(users)
      .where(inArray(users.username, ['extra-one@example.com', 'extra-two@example.com']))
      .orderBy(asc(users.username));
    expect(rows.map(({ username, companyType }) => ({ username, companyType }))).toEqual([
      { username: 'extra-one@example.com', companyType: 'external' },
      { username: 'extra-two@example.com', companyType: 'internal' },
    ]);
    const entriesOf = (userId: string) =>
      database.db
        .select({
          customerId: portalPrivileges.customerId,
          role: portalPrivileges.role,
          enabled: portalPrivileges.enabled,
        })
        .from(portalPrivileges)
        .where(eq(portalPrivileges.userId, userId))
        .orderBy(asc(portalPrivileges.position));
    expect(await entriesOf(rows[0]?.id ?? '')).toEqual([
      { customerId: customerA, role: 'CUSTOMER_ADMIN', enabled: [...customerPrivilegeCodes] },
      { customerId: customerB, role: 'CUSTOMER_ADMIN', enabled: [...customerPrivilegeCodes] },
    ]);
    expect(await entriesOf(rows[1]?.id ?? '')).toEqual([
      { customerId: null, role: 'CUSTOMER_SERVICE', enabled: ['ON_BEHALF'] },
    ]);
    // The demo's acceptances still name the demo's personas, not a user added beside them.
    expect(await database.db.select().from(termsAcceptances).orderBy(asc(termsAcceptances.id))).toEqual(before);
  });

  it('refuses, naming the file and the user, a demo persona, a user without entries, entries of no listed user and an unknown sold-to', () => {
    const customers = loadCustomers();
    const password = 'Extra-Password-2026';
    const demoName = loadPersonas().personas[0]?.username ?? '';
    const cases: Array<[unknown, unknown, RegExp]> = [
      [{ password, personas: [person(demoName, 'external')] }, { [demoName]: customerShape }, /names the demo persona/],
      [{ password, personas: [person('a@example.com', 'external')] }, {}, /privileges\.json has no entries for a@/],
      [
        { password, personas: [person('a@example.com', 'external')] },
        { 'a@example.com': customerShape, 'b@example.com': customerShape },
        /names b@example\.com, who is not in its personas\.json/,
      ],
      [
        { password, personas: [person('a@example.com', 'external')] },
        { 'a@example.com': [{ ...customerShape[0], customerId: '9999999' }] },
        /gives a@example\.com the unknown sold-to 9999999/,
      ],
      [{ password, personas: [person('A@example.com', 'external')] }, {}, /personas\.json is invalid at personas\.0/],
    ];
    for (const [personas, privileges, message] of cases) {
      const dir = extraDir(personas, privileges);
      expect(() => loadExtraPersonas(dir, customers)).toThrow(message);
    }
  });
});
