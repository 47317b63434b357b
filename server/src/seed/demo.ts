import type { Database } from '../db/client.ts';
import { seedDemoContacts } from './account-contacts.ts';
import { seedDemoAccounts, seedPersonaPrivileges } from './accounts.ts';
import { seedDemoBillingDocuments } from './billing-documents.ts';
import { seedContent } from './content.ts';
import { loadCustomers, loadExtraPersonas, loadPersonas, loadPrivileges } from './demo-files.ts';
import { loadDemoDocuments } from './documents.ts';
import { seedDemoDiscontinuedStyles } from './discontinued-styles.ts';
import { seedDemoOrders } from './orders.ts';
import { seedDemoNotices } from './notices.ts';
import { seedPersonas } from './personas.ts';
import { seedDemoTickets } from './tickets.ts';
import { seedDemoUpdates } from './updates.ts';

/**
 * The demo data of `server/demo/`: personas, sold-tos, their privileges, the terms and their acceptances, content
 * pages, orders, updates, the notices of the recent history. (The documents' prose is not stored: the media routes get it from `loadDemoDocuments` at start.)
 * With `extraPersonasDir`, also the users of that directory's `personas.json` and `privileges.json`.
 */
export async function seedDemoData(
  db: Database,
  { publicUrl, extraPersonasDir }: { publicUrl: string; extraPersonasDir?: string },
): Promise<void> {
  // Read first: a bad file stops the seed before it writes anything.
  const extra = extraPersonasDir ? loadExtraPersonas(extraPersonasDir, loadCustomers()) : undefined;
  await seedPersonas(db, loadPersonas());
  // After the personas: their privileges and acceptances point at them.
  await seedDemoAccounts(db, loadCustomers(), loadPrivileges(), loadDemoDocuments());
  // Users of the same shape as the personas, on the demo's sold-tos: privileges only, the demo's history stays.
  if (extra) {
    await seedPersonas(db, extra.personas);
    await seedPersonaPrivileges(db, loadCustomers(), extra.privileges);
  }
  // After the accounts: customer-specific pages point at their sold-to. Insert-only, so editors' changes stay.
  await seedContent(db);
  // After the accounts: contacts belong to a sold-to.
  await seedDemoContacts(db);
  // After the accounts: orders belong to a sold-to.
  await seedDemoOrders(db, loadCustomers());
  // The styles no longer sold, which "Order again" lists apart.
  await seedDemoDiscontinuedStyles(db);
  // Invoices, credit notes and payments are generated from the orders.
  await seedDemoBillingDocuments(db, loadCustomers());
  // After the accounts: tickets belong to a sold-to.
  await seedDemoTickets(db, loadCustomers());
  // After the personas and accounts: updates reach a persona, a sold-to or a brand's sold-tos.
  await seedDemoUpdates(db);
  // After the orders, documents and tickets: their recent history as notices, as each user chose.
  await seedDemoNotices(db, { publicUrl });
}
