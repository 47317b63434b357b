import { contactInputSchema, customerIdSchema, phoneE164 } from '@portal/contracts';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { accountContacts } from '../db/schema/index.ts';
import { readDemoFile } from './demo-files.ts';

/** `server/demo/contacts.json`: the demo sold-tos' contacts, each with a fixed id. */
export const contactsFileSchema = z.array(
  contactInputSchema.extend({
    contactId: z.uuid(),
    customerId: customerIdSchema,
  }),
);

export const loadDemoContacts = () => readDemoFile('contacts.json', contactsFileSchema);

/** Insert-only: contacts edited or removed since stay as they are (a removed one comes back only on a fresh DB). */
export async function seedDemoContacts(db: Database): Promise<void> {
  const contacts = loadDemoContacts().map((contact) => ({
    ...contact,
    email: contact.email.toLowerCase(),
    phone: phoneE164(contact.phone) ?? contact.phone,
  }));
  if (contacts.length === 0) return;
  await db.insert(accountContacts).values(contacts).onConflictDoNothing();
}
