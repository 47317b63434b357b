import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import {
  brands,
  customerBrands,
  customerNodes,
  customers,
  portalPrivileges,
  termsAcceptances,
  termsDocuments,
  userCustomerLogins,
  users,
} from '../../../src/db/schema/index.ts';
import { seedDatabase } from '../../../src/seed/seed-database.ts';
import { customerPrivilegeCodes as customerCodes } from '@portal/contracts';
import { personaIds, type PersonaName } from '../../helpers/accounts.ts';
import { openOwnDatabase } from '../../helpers/build-test-app.ts';

// Its own embedded database even when the suite runs on a shared PostgreSQL: this test changes personas' data.
let database: DatabaseHandle;
let ids: Record<PersonaName, string>;

beforeAll(async () => {
  database = await openOwnDatabase();
  ids = await personaIds(database.db);
});

afterAll(async () => {
  await database.close();
});

async function entriesOf(persona: PersonaName) {
  return database.db
    .select()
    .from(portalPrivileges)
    .where(eq(portalPrivileges.userId, ids[persona]))
    .orderBy(asc(portalPrivileges.position));
}

async function legalNamesOf(persona: PersonaName) {
  const rows = await database.db
    .select({ legalName: customers.legalName, language: customers.language })
    .from(portalPrivileges)
    .innerJoin(customers, eq(customers.customerId, portalPrivileges.customerId))
    .where(eq(portalPrivileges.userId, ids[persona]));
  return rows;
}

describe('accounts seed', () => {
  it('has the brand catalogue and a dozen sold-tos with ship-to, bill-to and payer', async () => {
    const catalogue = await database.db.select().from(brands).orderBy(asc(brands.orderBrand));
    expect(catalogue.map((brand) => brand.name).slice(0, 3)).toEqual(['The North Face', 'Vans', 'Timberland']);
    expect(catalogue).toHaveLength(10);
    expect(catalogue[0]).toMatchObject({
      id: '40',
      department: 'ZT',
      iconDark: '/media/brands/the-north-face-dark.svg',
    });

    const soldTos = await database.db.select().from(customers);
    // A dozen sold-tos, and chain@'s 25 stores of one group.
    expect(soldTos).toHaveLength(37);
    for (const { customerId } of soldTos) {
      const nodes = await database.db.select().from(customerNodes).where(eq(customerNodes.customerId, customerId));
      const functions = nodes.map((node) => node.partnerFunction);
      expect(nodes.find((node) => node.partnerFunction === 'SP')).toMatchObject({
        nodeId: customerId,
        parentNodeId: null,
      });
      expect(functions).toEqual(expect.arrayContaining(['SP', 'SH', 'BP', 'PY']));
      for (const node of nodes.filter((candidate) => candidate.partnerFunction !== 'SP')) {
        expect(node.parentNodeId).toBe(customerId);
      }
      const sold = await database.db.select().from(customerBrands).where(eq(customerBrands.customerId, customerId));
      expect(sold.length).toBeGreaterThanOrEqual(3);
    }
    expect(await database.db.select().from(termsDocuments)).toHaveLength(5);
  });

  it('gives the personas the sold-tos and privileges of DESIGN.md', async () => {
    const [buyer] = await entriesOf('buyer');
    expect(buyer).toMatchObject({ customerId: '1000101', enabled: customerCodes });
    expect(customerCodes).not.toEqual(expect.arrayContaining(['ON_BEHALF']));
    expect(customerCodes).toEqual(expect.arrayContaining(['TERMS_AND_CONDITIONS', 'B2B_ACCESS', 'DOCUMENT']));

    const multi = await legalNamesOf('multi');
    expect(multi).toHaveLength(3);

    const [chain] = await database.db.select().from(users).where(eq(users.username, 'chain@example.com'));
    const stores = await database.db
      .select({ legalName: customers.legalName, enabled: portalPrivileges.enabled })
      .from(portalPrivileges)
      .innerJoin(customers, eq(customers.customerId, portalPrivileges.customerId))
      .where(eq(portalPrivileges.userId, chain?.id ?? ''));
    expect(stores).toHaveLength(25);
    expect(stores.every(({ legalName }) => legalName.startsWith('Gipfelwerk Sport GmbH'))).toBe(true);
    expect(stores.every(({ enabled }) => enabled.includes('ORDER_INQUIRY_NEW') && enabled.includes('DOCUMENT'))).toBe(
      true,
    );
    expect(multi.some(({ legalName }) => /^\p{Ll}/u.test(legalName))).toBe(true);

    expect((await entriesOf('newterms'))[0]?.enabled).toContain('TERMS_AND_CONDITIONS');
    expect(await entriesOf('pending')).toEqual([]);
    expect((await entriesOf('limited')).map((entry) => entry.enabled)).toEqual([['TICKET', 'TICKET_WRITE', 'FAQ']]);
    expect(await legalNamesOf('klaus')).toEqual([{ legalName: 'Sporthaus Berger GmbH', language: 'de' }]);

    const [staff] = await entriesOf('staff');
    expect(staff?.customerId).toBeNull();
    expect(staff?.enabled).toEqual(
      expect.arrayContaining([
        'ON_BEHALF',
        'CUSTOMER_CREATION',
        'ADMIN_TOOL',
        'MM_DASHBOARD',
        'ON_BEHALF_TICKET_WRITE',
      ]),
    );
    expect((await entriesOf('approver'))[0]?.enabled).toEqual(
      expect.arrayContaining(['CUSTOMER_CREATION', 'CUSTOMER_CREATION_REVIEW', 'ON_BEHALF']),
    );
    const [salesrep] = await entriesOf('salesrep');
    expect(salesrep?.role).toBe('SR_EMEA_SALES');
    expect(salesrep?.enabled).toEqual(expect.arrayContaining(['ON_BEHALF', 'CANCELLATION_FORM']));
    const [salesrepUser] = await database.db.select().from(users).where(eq(users.id, ids.salesrep));
    expect(salesrepUser?.creationReason).toBe('MANUAL');

    const accepted = await database.db.select({ customerId: termsAcceptances.customerId }).from(termsAcceptances);
    const acceptedIds = accepted.map((row) => row.customerId);
    expect(acceptedIds).toEqual(expect.arrayContaining(['1000101', '1000102', '1000103', '1000104', '1000107']));
    expect(acceptedIds).not.toContain('1000105');
    expect(await database.db.select().from(userCustomerLogins)).toEqual([]);
  });

  it('runs again without overwriting what users and admins changed', async () => {
    const { db } = database;
    await db.update(users).set({ locale: 'it' }).where(eq(users.id, ids.buyer));
    await db.insert(userCustomerLogins).values({ userId: ids.multi, customerId: '1000103' });
    await db.insert(termsAcceptances).values({
      customerId: '1000105',
      documentVersion: '2026-09',
      documentLanguage: 'en',
      userId: ids.newterms,
      acceptedBy: 'newterms@example.com',
      channel: 'portal',
    });
    // An admin took two of multi@'s sold-tos away.
    await db
      .delete(portalPrivileges)
      .where(and(eq(portalPrivileges.userId, ids.multi), gt(portalPrivileges.position, 0)));
    const counts = async () =>
      Promise.all(
        [customers, customerNodes, customerBrands, brands, termsDocuments, termsAcceptances, portalPrivileges].map(
          async (table) => (await db.select({ count: sql<number>`count(*)` }).from(table))[0]?.count,
        ),
      );
    const before = await counts();

    await seedDatabase(db);

    expect(await counts()).toEqual(before);
    expect(await entriesOf('multi')).toHaveLength(1);
    const [buyer] = await db.select().from(users).where(eq(users.id, ids.buyer));
    expect(buyer?.locale).toBe('it');
    expect(await db.select().from(userCustomerLogins)).toEqual([
      expect.objectContaining({ userId: ids.multi, customerId: '1000103' }),
    ]);
  });
});
