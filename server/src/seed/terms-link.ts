import { paths } from '@portal/contracts';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { customers, portalPrivileges, users } from '../db/schema/index.ts';
import { currentAcceptances } from '../modules/terms/acceptances-store.ts';
import { issueTermsToken } from '../modules/terms/tokens-store.ts';

/** The demo persona whose sold-to has not accepted the terms (DESIGN.md "Demo personas"). */
const demoUsername = 'newterms@example.com';

/**
 * A fresh public acceptance link for the demo persona's sold-to, so the public acceptance page can be tried
 * right after start. Undefined once that sold-to has accepted (or the persona has no sold-to).
 */
export async function demoTermsLink(db: Database, publicUrl: string): Promise<string | undefined> {
  const [soldTo] = await db
    .select({ customerId: customers.customerId, legalName: customers.legalName })
    .from(portalPrivileges)
    .innerJoin(users, eq(users.id, portalPrivileges.userId))
    .innerJoin(customers, eq(customers.customerId, portalPrivileges.customerId))
    .where(and(eq(sql`lower(${users.username})`, demoUsername), isNotNull(portalPrivileges.customerId)))
    .orderBy(asc(portalPrivileges.position))
    .limit(1);
  if (!soldTo) return undefined;
  if ((await currentAcceptances(db, [soldTo.customerId])).has(soldTo.customerId)) return undefined;
  const token = await issueTermsToken(db, soldTo.customerId);
  const link = `${publicUrl}${paths.publicAcceptTermsPattern.replace(':token', token)}`;
  return `Terms acceptance link for ${soldTo.legalName}: ${link}`;
}
