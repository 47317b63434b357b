import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { identityLinks } from '../../../db/schema/index.ts';

/** The portal user an issuer's subject is linked to, if any. */
export async function linkedUserId(db: Database, issuer: string, subject: string): Promise<string | undefined> {
  const [link] = await db
    .select({ userId: identityLinks.userId })
    .from(identityLinks)
    .where(and(eq(identityLinks.issuer, issuer), eq(identityLinks.subject, subject)));
  return link?.userId;
}

/**
 * Links the subject to the user unless either is linked already (a user has one subject: the unique index), and
 * answers the user the subject is linked to afterwards: `userId` when this call or an earlier one linked them.
 */
export async function linkSubject(
  db: Database,
  link: { issuer: string; subject: string; userId: string },
): Promise<string | undefined> {
  await db.insert(identityLinks).values(link).onConflictDoNothing();
  return linkedUserId(db, link.issuer, link.subject);
}
