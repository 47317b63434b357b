import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { ticketDetailSchema, ticketPageSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketAttachments } from '../../src/db/schema/index.ts';
import { foreignCustomer, personaTokens } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer } from '../helpers/oidc-flow.ts';

/**
 * The demo tickets (`demo/tickets.json`): limited@'s sold-to has one in each status, and their attachments, put in
 * the attachment store at start under fixed keys, download like uploaded ones.
 */

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ limited: token } = await personaTokens(testApp.app, ['limited']));
});

afterAll(async () => {
  await testApp.close();
});

function send(_persona: 'limited', options: Omit<InjectOptions, 'headers'>) {
  return testApp.app.inject({ ...options, headers: bearer(token) } as InjectOptions);
}

describe('the demo tickets', () => {
  it("give limited@'s sold-to a ticket in every status", async () => {
    const all = ticketPageSchema.parse(
      (await send('limited', { method: 'GET', url: '/priv/api/v1/tickets?customer=1000106&pageSize=100' })).json(),
    );
    expect(new Set(all.items.map((ticket) => ticket.status))).toEqual(
      new Set(['open', 'in_progress', 'waiting_for_customer', 'resolved', 'closed']),
    );
    expect(all.items.every((ticket) => ticket.customerId === '1000106')).toBe(true);
  });

  it('downloads the demo tickets’ attachments like uploaded ones: from the file store, matching their checksum', async () => {
    const page = ticketPageSchema.parse(
      (await send('limited', { method: 'GET', url: '/priv/api/v1/tickets?customer=1000106&q=crushed' })).json(),
    );
    const demo = page.items.find((ticket) => ticket.subject === 'Carton missing and one damaged in the last delivery');
    const detail = ticketDetailSchema.parse(
      (await send('limited', { method: 'GET', url: `/priv/api/v1/tickets/${demo?.ticketId}?customer=1000106` })).json(),
    );
    const attachments = detail.messages.flatMap((message) => message.attachments);
    expect(attachments.map(({ fileName, contentType }) => [fileName, contentType])).toEqual([
      ['delivery-note-80061234.pdf', 'application/pdf'],
      ['damaged-carton.png', 'image/png'],
    ]);
    const magic = { 'application/pdf': '%PDF-', 'image/png': '\x89PNG' } as Record<string, string>;
    for (const attachment of attachments) {
      const download = await send('limited', {
        method: 'GET',
        url: `/priv/api/v1/tickets/${detail.ticketId}/attachments/${attachment.id}?customer=1000106`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toMatch(/^attachment; /);
      expect(download.rawPayload.length).toBe(attachment.size);
      expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(attachment.sha256);
      expect(download.rawPayload.subarray(0, 5).toString('latin1')).toContain(magic[attachment.contentType]);
    }
    // The row holds the file's facts and its storage key, not the content; another sold-to's id is refused.
    const [row] = await testApp.database.db
      .select({ storageKey: ticketAttachments.storageKey })
      .from(ticketAttachments)
      .where(eq(ticketAttachments.attachmentId, attachments[0]?.id ?? ''));
    expect(row?.storageKey).toMatch(/^[0-9a-f-]{36}$/);
    const foreign = await send('limited', {
      method: 'GET',
      url: `/priv/api/v1/tickets/${detail.ticketId}/attachments/${attachments[0]?.id}?customer=${foreignCustomer}`,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
