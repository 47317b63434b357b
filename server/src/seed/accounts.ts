import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  brands,
  customerBrands,
  customerNodes,
  customers,
  portalPrivileges,
  termsAcceptances,
  termsDocuments,
  users,
} from '../../db/schema.ts';
import { demoTermsDocuments, demoTermsVersion } from '../terms/demo-documents.ts';
import { publicLinkAcceptor } from '../terms/acceptances.ts';
import { brandCatalogue, brandDivision } from './brands.ts';
import { demoCustomers, type DemoCustomer } from './demo-customers.ts';
import { demoPrivileges, demoUnacceptedCustomers } from './demo-privileges.ts';

/** Partner numbers of a sold-to's hierarchy: its own number plus two digits per partner. */
function hierarchyOf(customer: DemoCustomer) {
  const { customerId, legalName, country, language, office } = customer;
  const node = (suffix: string, partnerFunction: string, name: string, address: DemoCustomer['office']) => ({
    nodeId: `${customerId}${suffix}`,
    customerId,
    parentNodeId: customerId,
    partnerFunction,
    name,
    ...address,
    country,
    language,
  });
  return {
    soldTo: { ...node('', 'SP', legalName, office), nodeId: customerId, parentNodeId: null },
    partners: [
      ...customer.shipTos.map(({ name, ...address }, index) => node(`0${index + 1}`, 'SH', name, address)),
      node('80', 'BP', legalName, office),
      node('90', 'PY', legalName, office),
    ],
  };
}

/**
 * Brands, sold-tos with their hierarchies, terms and the personas' privileges. Insert-only: rows that exist
 * stay as they are, so acceptances, last logins and language preferences made since are never overwritten.
 */
export async function seedAccounts(db: Database): Promise<void> {
  await db
    .insert(brands)
    .values([...brandCatalogue])
    .onConflictDoNothing();
  await db
    .insert(customers)
    .values(
      demoCustomers.map(({ customerId, legalName, division, country, language }) => ({
        customerId,
        legalName,
        division,
        country,
        language,
      })),
    )
    .onConflictDoNothing();
  const hierarchies = demoCustomers.map(hierarchyOf);
  // Parents first: the partners' foreign key points at the sold-to node.
  await db
    .insert(customerNodes)
    .values(hierarchies.map((hierarchy) => hierarchy.soldTo))
    .onConflictDoNothing();
  await db
    .insert(customerNodes)
    .values(hierarchies.flatMap((hierarchy) => hierarchy.partners))
    .onConflictDoNothing();
  await db
    .insert(customerBrands)
    .values(
      demoCustomers.flatMap((customer) =>
        customer.brands.map((brandId) => ({
          customerId: customer.customerId,
          brandId,
          division: brandDivision[brandId] ?? customer.division,
        })),
      ),
    )
    .onConflictDoNothing();
  await db.insert(termsDocuments).values(demoTermsDocuments).onConflictDoNothing();
  await seedPrivilegesAndAcceptances(db);
}

async function seedPrivilegesAndAcceptances(db: Database): Promise<void> {
  const personaRows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, Object.keys(demoPrivileges)));
  const personaIds = new Map(personaRows.map((row) => [row.username.toLowerCase(), row.id]));

  // A persona that already has entries keeps them as the admin tool left them.
  const withEntries = await db
    .selectDistinct({ userId: portalPrivileges.userId })
    .from(portalPrivileges)
    .where(inArray(portalPrivileges.userId, [...personaIds.values()]));
  const seeded = new Set(withEntries.map((row) => row.userId));
  const entries = Object.entries(demoPrivileges).flatMap(([username, privileges]) => {
    const userId = personaIds.get(username);
    if (!userId || seeded.has(userId)) return [];
    return privileges.map((privilege, position) => ({
      userId,
      position,
      ...privilege,
      enabled: [...privilege.enabled],
    }));
  });
  if (entries.length > 0) await db.insert(portalPrivileges).values(entries).onConflictDoNothing();

  const acceptors = new Map(
    Object.entries(demoPrivileges).flatMap(([username, privileges]) =>
      privileges.flatMap((privilege) => (privilege.customerId ? [[privilege.customerId, username] as const] : [])),
    ),
  );
  const acceptances = demoCustomers
    .filter((customer) => !demoUnacceptedCustomers.has(customer.customerId))
    .map((customer, index) => {
      const username = acceptors.get(customer.customerId);
      return {
        customerId: customer.customerId,
        documentVersion: demoTermsVersion,
        documentLanguage: customer.language,
        userId: username ? (personaIds.get(username) ?? null) : null,
        acceptedBy: username ?? publicLinkAcceptor(customer.customerId),
        channel: username ? 'portal' : 'public-link',
        // Spread over the first days of the version, deterministically.
        acceptedAt: new Date(Date.UTC(2026, 8, 1 + index, 8 + (index % 9), 15 + index)),
      };
    });
  await db.insert(termsAcceptances).values(acceptances).onConflictDoNothing();
}
