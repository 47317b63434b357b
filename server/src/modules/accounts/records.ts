import { isInternalCompany, type PermissionsRecord } from '@portal/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands, customerBrands, portalPrivileges, users } from '../../db/schema/index.ts';
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
  const [privilegeRows, brandRows, catalogue] = await Promise.all([
    db
      .select()
      .from(portalPrivileges)
      .where(inArray(portalPrivileges.userId, ids))
      .orderBy(asc(portalPrivileges.position)),
    db
      .selectDistinct({ userId: portalPrivileges.userId, brandId: customerBrands.brandId, order: brands.order })
      .from(portalPrivileges)
      .innerJoin(customerBrands, eq(customerBrands.customerId, portalPrivileges.customerId))
      .innerJoin(brands, eq(brands.id, customerBrands.brandId))
      .where(inArray(portalPrivileges.userId, ids))
      .orderBy(asc(brands.order)),
    db.select({ id: brands.id }).from(brands).orderBy(asc(brands.order)),
  ]);
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
