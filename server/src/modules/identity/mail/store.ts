import { desc } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { outbox } from '../../../db/schema/index.ts';

export type OutboxMail = typeof outbox.$inferInsert;

/** Keeps a mail in the outbox table instead of sending it. */
export async function keepInOutbox(db: Database, mail: OutboxMail): Promise<void> {
  await db.insert(outbox).values(mail);
}

/** The latest mails of the outbox, newest first. */
export async function latestOutboxMails(db: Database, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}
