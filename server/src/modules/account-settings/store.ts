import type { Contact, ContactInput, ContactRole } from '@portal/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountContacts } from '../../db/schema/index.ts';

/** The only code that touches the contacts table. */

type ContactRow = typeof accountContacts.$inferSelect;

function contactOf(row: ContactRow): Contact {
  return {
    contactId: row.contactId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    roles: row.roles as ContactRole[],
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listContacts(db: Database, customerId: string): Promise<Contact[]> {
  const rows = await db
    .select()
    .from(accountContacts)
    .where(eq(accountContacts.customerId, customerId))
    .orderBy(asc(accountContacts.lastName), asc(accountContacts.firstName), asc(accountContacts.contactId));
  return rows.map(contactOf);
}

/** Adds a contact unless the sold-to has `limit` already (then `full`, nothing stored). */
export async function insertContact(
  db: Database,
  customerId: string,
  input: ContactInput,
  limit: number,
): Promise<Contact | 'full'> {
  return db.transaction(async (tx) => {
    // One writer per sold-to at a time, so two adds cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account_contacts:${customerId}`}))`);
    const [counted] = await tx
      .select({ total: count() })
      .from(accountContacts)
      .where(eq(accountContacts.customerId, customerId));
    if ((counted?.total ?? 0) >= limit) return 'full';
    const [row] = await tx
      .insert(accountContacts)
      .values({ customerId, ...input })
      .returning();
    if (!row) throw new Error('The contact was not stored.');
    return contactOf(row);
  });
}

/** What an edit or removal found: done, a newer version stored meanwhile, or no such contact of the sold-to. */
export type WriteOutcome<T> = { kind: 'done'; value: T } | { kind: 'stale'; version: number } | { kind: 'missing' };

async function outcomeWithout<T>(db: Database, customerId: string, contactId: string): Promise<WriteOutcome<T>> {
  const [current] = await db
    .select({ version: accountContacts.version })
    .from(accountContacts)
    .where(and(eq(accountContacts.contactId, contactId), eq(accountContacts.customerId, customerId)));
  return current ? { kind: 'stale', version: current.version } : { kind: 'missing' };
}

/** Replaces a contact if it is still at `version` (one statement: the check and the write cannot be split). */
export async function updateContact(
  db: Database,
  customerId: string,
  contactId: string,
  version: number,
  input: ContactInput,
): Promise<WriteOutcome<Contact>> {
  const [row] = await db
    .update(accountContacts)
    .set({ ...input, version: sql`${accountContacts.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(accountContacts.contactId, contactId),
        eq(accountContacts.customerId, customerId),
        eq(accountContacts.version, version),
      ),
    )
    .returning();
  return row ? { kind: 'done', value: contactOf(row) } : outcomeWithout(db, customerId, contactId);
}

/** Removes a contact, if `version` is given only while it is still at that version. */
export async function deleteContact(
  db: Database,
  customerId: string,
  contactId: string,
  version: number | undefined,
): Promise<WriteOutcome<null>> {
  const [row] = await db
    .delete(accountContacts)
    .where(
      and(
        eq(accountContacts.contactId, contactId),
        eq(accountContacts.customerId, customerId),
        version === undefined ? undefined : eq(accountContacts.version, version),
      ),
    )
    .returning({ contactId: accountContacts.contactId });
  return row ? { kind: 'done', value: null } : outcomeWithout(db, customerId, contactId);
}
