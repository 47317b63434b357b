import { customerPrivilegeCodes } from '@portal/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  customerBrands,
  customerNodes,
  customers,
  portalPrivileges,
  termsAcceptances,
  termsDocuments,
  users,
} from '../db/schema/index.ts';
import { brandCatalogue, brandDivision } from '../modules/accounts/brands.ts';
import { publicLinkAcceptor } from '../modules/terms/acceptances-store.ts';
import type { DocumentLibrary } from '../modules/content/documents/library.ts';
import { allCustomerPrivileges, type DemoCustomer, type DemoPrivileges } from './demo-files.ts';
import { demoTermsDocuments } from './documents.ts';

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
      ...customer.shipTos.map(({ name, openingHours, deliveryInstructions, ...address }, index) => ({
        ...node(`0${index + 1}`, 'SH', name, address),
        openingHours: openingHours ?? null,
        deliveryInstructions: deliveryInstructions ?? null,
      })),
      node('80', 'BP', legalName, office),
      node('90', 'PY', legalName, office),
    ],
  };
}

/**
 * Sold-tos with their hierarchies, terms and the personas' privileges. Insert-only: rows that exist stay as they
 * are, so acceptances, last logins and language preferences made since are never overwritten.
 */
export async function seedDemoAccounts(
  db: Database,
  demoCustomers: readonly DemoCustomer[],
  demoPrivileges: DemoPrivileges,
  documents: DocumentLibrary,
): Promise<void> {
  await insertCustomerMasters(db, demoCustomers);
  const terms = demoTermsDocuments(documents);
  await db.insert(termsDocuments).values(terms).onConflictDoNothing();
  await seedPrivilegesAndAcceptances(db, demoCustomers, demoPrivileges, terms[0]?.version ?? '');
}

/**
 * The customer masters of sold-tos as the group's master data system delivers them: the customer with its
 * commercial data, its partner hierarchy (sold-to, ship-tos, bill-to, payer) and its brands. Insert-only.
 */
export async function insertCustomerMasters(db: Database, demoCustomers: readonly DemoCustomer[]): Promise<void> {
  await db
    .insert(customers)
    .values(
      demoCustomers.map(({ customerId, legalName, division, country, language, accountManager, ...master }) => ({
        customerId,
        legalName,
        division,
        country,
        language,
        tradingName: master.tradingName ?? null,
        legalForm: master.legalForm,
        vatId: master.vatId,
        registrationNumber: master.registrationNumber ?? null,
        currency: master.currency,
        paymentTerms: master.paymentTerms,
        creditLimit: master.creditLimit === undefined ? null : master.creditLimit.toFixed(2),
        accountManagerName: accountManager.name,
        accountManagerEmail: accountManager.email,
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
          status: customer.brandStatus?.[brandId] ?? 'active',
        })),
      ),
    )
    .onConflictDoNothing();
}

/** A privileges file entry as a `portal_privileges` row (without user and position). */
function privilegeRow(entry: DemoPrivileges[string][number], demoCustomers: readonly DemoCustomer[]) {
  const brands = entry.customerId
    ? (demoCustomers.find((customer) => customer.customerId === entry.customerId)?.brands ?? [])
    : brandCatalogue.map((brand) => brand.id);
  return {
    customerId: entry.customerId,
    enabled: entry.enabled === allCustomerPrivileges ? [...customerPrivilegeCodes] : [...entry.enabled],
    role: entry.role,
    legacyBrandList: entry.legacyModules.map((module) => ({ module, brands: [...brands] })),
  };
}

/**
 * The privilege entries of a privileges file's users on the demo's sold-tos; a user who already has entries keeps
 * them as the admin tool left them. Answers the users' ids by lower-case username.
 */
export async function seedPersonaPrivileges(
  db: Database,
  demoCustomers: readonly DemoCustomer[],
  demoPrivileges: DemoPrivileges,
): Promise<Map<string, string>> {
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
      ...privilegeRow(privilege, demoCustomers),
    }));
  });
  if (entries.length > 0) await db.insert(portalPrivileges).values(entries).onConflictDoNothing();
  return personaIds;
}

async function seedPrivilegesAndAcceptances(
  db: Database,
  demoCustomers: readonly DemoCustomer[],
  demoPrivileges: DemoPrivileges,
  termsVersion: string,
): Promise<void> {
  const personaIds = await seedPersonaPrivileges(db, demoCustomers, demoPrivileges);

  const acceptors = new Map(
    Object.entries(demoPrivileges).flatMap(([username, privileges]) =>
      privileges.flatMap((privilege) => (privilege.customerId ? [[privilege.customerId, username] as const] : [])),
    ),
  );
  const acceptances = demoCustomers
    .filter((customer) => customer.termsAccepted)
    .map((customer, index) => {
      const username = acceptors.get(customer.customerId);
      return {
        customerId: customer.customerId,
        documentVersion: termsVersion,
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
