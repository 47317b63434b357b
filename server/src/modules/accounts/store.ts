import { isInternalCompany, type BrandStatus, type PermissionsRecord } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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
} from '../../db/schema/index.ts';
import { fullName, isUuid, type User } from '../identity/index.ts';

type PrivilegeRow = typeof portalPrivileges.$inferSelect;

/** `INTERNAL` or `EXTERNAL`, as the permissions record spells it. */
export function companyTypeOf(user: Pick<User, 'companyType'>): string {
  return user.companyType.toUpperCase();
}

function recordOf(user: User, privileges: PrivilegeRow[], activeBrands: string[]): PermissionsRecord {
  return {
    userId: user.id,
    userName: user.username,
    name: user.givenName,
    fullname: fullName(user),
    // Passwords do not expire in this portal (the identity provider has no expiry policy).
    passwordExpirationDate: null,
    language: user.locale,
    creationReason: user.creationReason,
    activeBrands,
    portalConfiguration: [{ language: user.locale, username: user.username }],
    portalPrivileges: privileges.map((entry) => ({
      // Internal users' entry names no customer.
      customer: entry.customerId ?? '',
      enabled: entry.enabled,
      role: entry.role,
      legacyBrandList: entry.legacyBrandList,
    })),
    companyType: companyTypeOf(user),
  };
}

/**
 * The permissions records of the users named (spec section 3), by user id; unknown ids are left out.
 * Active brands are those of the user's sold-tos, for internal users the whole catalogue, in catalogue order.
 */
export async function loadPermissionsRecords(db: Database, userIds: string[]): Promise<Map<string, PermissionsRecord>> {
  const candidates = userIds.filter(isUuid);
  if (candidates.length === 0) return new Map();
  const userRows = await db.select().from(users).where(inArray(users.id, candidates));
  if (userRows.length === 0) return new Map();
  const ids = userRows.map((user) => user.id);
  // One after the other: callers pass a transaction's client too (a notice's recipients are read in the transaction
  // that queues its mails), and one client runs one statement at a time.
  const privilegeRows = await db
    .select()
    .from(portalPrivileges)
    .where(inArray(portalPrivileges.userId, ids))
    .orderBy(asc(portalPrivileges.position));
  const brandRows = await db
    .selectDistinct({ userId: portalPrivileges.userId, brandId: customerBrands.brandId, order: brands.order })
    .from(portalPrivileges)
    .innerJoin(customerBrands, eq(customerBrands.customerId, portalPrivileges.customerId))
    .innerJoin(brands, eq(brands.id, customerBrands.brandId))
    .where(inArray(portalPrivileges.userId, ids))
    .orderBy(asc(brands.order));
  const catalogue = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.order));
  return new Map(
    userRows.map((user) => {
      const activeBrands = isInternalCompany(user.companyType)
        ? catalogue.map((brand) => brand.id)
        : brandRows.filter((row) => row.userId === user.id).map((row) => row.brandId);
      const privileges = privilegeRows.filter((row) => row.userId === user.id);
      return [user.id, recordOf(user, privileges, activeBrands)];
    }),
  );
}

/** Remembers the sold-to the user selected (chosen again at the next sign-in). */
export async function saveLastSelectedSoldTo(db: Database, userId: string, customerId: string): Promise<void> {
  await db
    .insert(userCustomerLogins)
    .values({ userId, customerId })
    .onConflictDoUpdate({ target: userCustomerLogins.userId, set: { customerId, selectedAt: new Date() } });
}

export async function saveUserLanguage(db: Database, userId: string, language: string): Promise<void> {
  await db.update(users).set({ locale: language }).where(eq(users.id, userId));
}

export type Customer = typeof customers.$inferSelect;

export async function findCustomer(db: Database, customerId: string): Promise<Customer | undefined> {
  const [customer] = await db.select().from(customers).where(eq(customers.customerId, customerId));
  return customer;
}

/** Which of the customer ids name a stored customer. */
export async function knownCustomerIds(db: Database, customerIds: string[]): Promise<Set<string>> {
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .select({ customerId: customers.customerId })
    .from(customers)
    .where(inArray(customers.customerId, customerIds));
  return new Set(rows.map((row) => row.customerId));
}

/** The brands a sold-to buys (in any division). */
export async function customerBrandIds(db: Database, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brandId: customerBrands.brandId })
    .from(customerBrands)
    .where(eq(customerBrands.customerId, customerId));
  return rows.map((row) => row.brandId);
}

export type CustomerNode = typeof customerNodes.$inferSelect;

/** A sold-to's partner hierarchy (spec 3): its own node (SP) and its ship-tos (SH), bill-to (BP) and payer (PY). */
export async function customerHierarchy(db: Database, customerId: string): Promise<CustomerNode[]> {
  return db
    .select()
    .from(customerNodes)
    .where(eq(customerNodes.customerId, customerId))
    .orderBy(asc(customerNodes.nodeId));
}

/** The brands a sold-to buys with their names, divisions and status (active, pending, blocked), in catalogue order. */
export async function customerBrandList(
  db: Database,
  customerId: string,
): Promise<Array<{ id: string; name: string; division: string; status: BrandStatus }>> {
  const rows = await db
    .select({ id: brands.id, name: brands.name, division: customerBrands.division, status: customerBrands.status })
    .from(customerBrands)
    .innerJoin(brands, eq(brands.id, customerBrands.brandId))
    .where(eq(customerBrands.customerId, customerId))
    .orderBy(asc(brands.order));
  return rows.map((row) => ({ ...row, status: row.status as BrandStatus }));
}

export type PrivilegeEntry = Pick<PermissionsRecord['portalPrivileges'][number], 'customer' | 'enabled' | 'role'> & {
  legacyBrandList: Array<{ module: string; brands: string[] }>;
};

/** Replaces a user's privilege entries, in the order given, in one transaction. */
export async function replacePrivileges(db: Database, userId: string, entries: PrivilegeEntry[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(portalPrivileges).where(eq(portalPrivileges.userId, userId));
    if (entries.length === 0) return;
    await tx.insert(portalPrivileges).values(
      entries.map((entry, position) => ({
        userId,
        position,
        customerId: entry.customer || null,
        enabled: entry.enabled,
        role: entry.role,
        legacyBrandList: entry.legacyBrandList,
      })),
    );
  });
}

/**
 * The sold-tos named, each with the user's last choice and its acceptance of the current terms (the newest
 * version): one prepared statement, so the most frequent call of the portal costs one round trip.
 */
export function prepareSoldTosQuery(db: Database) {
  return db
    .select({
      customerId: customers.customerId,
      legalName: customers.legalName,
      division: customers.division,
      lastLogin: userCustomerLogins.customerId,
      acceptedBy: termsAcceptances.acceptedBy,
      acceptedAt: termsAcceptances.acceptedAt,
    })
    .from(customers)
    .leftJoin(userCustomerLogins, eq(userCustomerLogins.userId, sql.placeholder('userId')))
    .leftJoin(
      termsAcceptances,
      and(
        eq(termsAcceptances.customerId, customers.customerId),
        eq(termsAcceptances.documentVersion, sql`(select max(${termsDocuments.version}) from ${termsDocuments})`),
      ),
    )
    .where(sql`${customers.customerId} = any(${sql.placeholder('ids')})`)
    .prepare('accounts_user_sold_tos');
}
