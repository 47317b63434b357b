import type { FastifyInstance } from 'fastify';
import { latestOutboxMails } from '../../src/modules/identity/mail/store.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * The outbox's latest mails, newest first, as `/dev/outbox.json` lists them, read from the table: that route needs
 * a staff token (its own tests cover it), and tests read mails of many addresses.
 */
export async function outboxMails(app: FastifyInstance): Promise<OutboxMail[]> {
  const rows = await latestOutboxMails(app.db, 50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function outboxFor(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  return (await outboxMails(app)).filter((mail) => mail.to === to);
}

/** Reset mails leave after the answer (see forgot-routes.ts): wait until `count` have arrived for `to`. */
export async function waitForMails(app: FastifyInstance, to: string, count = 1): Promise<OutboxMail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await outboxFor(app, to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail for ${to}`);
}

/** The reset link of a mail, as a path and query the app can be asked for. */
export function resetLinkOf(mail: OutboxMail | undefined): string {
  const link = /https?:\/\/\S+\/idp\/reset-password\?\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset link in ${mail?.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
