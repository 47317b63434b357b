import type { PortalPrivilege } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { portalPrivileges, users } from '../../db/schema/index.ts';
import { invitedPasswordPrefix } from '../identity/index.ts';

/** Gives a new user their only privilege entry; pass the transaction that created the user as `db`. */
export async function grantCopiedEntry(db: Database, userId: string, entry: PortalPrivilege): Promise<void> {
  await db.insert(portalPrivileges).values({
    userId,
    position: 0,
    customerId: entry.customer,
    role: entry.role,
    enabled: entry.enabled,
    legacyBrandList: entry.legacyBrandList,
  });
}

/** The people with a privilege entry for the sold-to, by last and first name. */
export async function usersOfCustomer(db: Database, customerId: string) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.username,
      firstName: users.givenName,
      lastName: users.familyName,
      role: portalPrivileges.role,
      passwordHash: users.passwordHash,
      createdAt: users.createdAt,
    })
    .from(portalPrivileges)
    .innerJoin(users, eq(users.id, portalPrivileges.userId))
    .where(and(eq(portalPrivileges.customerId, customerId), eq(users.companyType, 'external')))
    .orderBy(asc(sql`lower(${users.familyName})`), asc(sql`lower(${users.givenName})`), asc(users.username));
  return rows.map(({ passwordHash, createdAt, ...row }) => ({
    ...row,
    activated: !passwordHash.startsWith(invitedPasswordPrefix),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * The e-mail domains of the sold-to's activated users (who have set a password), lower case: with the free-mail
 * domains left out by the caller, the domains an invitation goes to at once (ADR 050).
 */
export async function activatedDomainsOf(db: Database, customerId: string): Promise<string[]> {
  const domain = sql<string>`lower(split_part(${users.username}, '@', 2))`;
  const rows = await db
    .selectDistinct({ domain })
    .from(portalPrivileges)
    .innerJoin(users, eq(users.id, portalPrivileges.userId))
    .where(
      and(
        eq(portalPrivileges.customerId, customerId),
        eq(users.companyType, 'external'),
        sql`not starts_with(${users.passwordHash}, ${invitedPasswordPrefix})`,
      ),
    );
  return rows.map((row) => row.domain);
}
