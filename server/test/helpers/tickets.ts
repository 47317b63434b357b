import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { TicketCategory, TicketStatus } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { StagedAttachment } from '../../src/modules/tickets/index.ts';

/**
 * Tickets of a test customer's own, written through the tickets module's writer (the app's `ticketSource`, as the
 * routes write them): each opened by a customer with its first message, then the conversation's further messages,
 * the last of them leaving the ticket in its status. Numbers are the source's own, `T-{customerId}-{n}` counting
 * the sold-to's tickets, so unique per customer; they go with the customer (`removeTestCustomers`).
 */

export interface TestTicketMessage {
  /** Customer service's answer (true) or the customer's message (false, the default). */
  fromStaff?: boolean;
  body: string;
  /** The author's name: `Customer Service` for staff, the ticket's author otherwise. */
  authorName?: string;
}

export interface TestAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface TestTicket {
  subject?: string;
  category?: TicketCategory;
  /** The opening message; `Ticket {n} of {customerId}: the details.` by default. */
  description?: string;
  /** Where it ends: open by default; any other status is set by the last message (a staff answer if none given). */
  status?: TicketStatus;
  /** Who opened it: no portal user and `Test Customer` by default. */
  author?: { userId: string | null; name: string };
  orderRef?: string;
  documentRef?: string;
  topic?: string;
  /** Files of the opening message. */
  attachments?: TestAttachment[];
  /** Messages after the opening one, in order. */
  messages?: TestTicketMessage[];
}

export interface CreatedTicket {
  ticketId: string;
  number: string;
  subject: string;
  status: TicketStatus;
  /** The opening message's attachments' ids, in the given order. */
  attachmentIds: string[];
}

/** Stages `files` as the upload checks leave them (the source takes their content). */
async function staged(app: FastifyInstance, files: readonly TestAttachment[]): Promise<StagedAttachment[]> {
  return Promise.all(
    files.map(async ({ fileName, contentType, content }) => {
      const path = app.ticketFiles.stagingPath();
      await writeFile(path, content);
      const sha256 = createHash('sha256').update(content).digest('hex');
      return { fileName, contentType, size: content.length, sha256, path };
    }),
  );
}

/** Writes `specs` as tickets of `customerId`, one after the other (the first is the oldest); what was written. */
export async function createTestTickets(
  app: FastifyInstance,
  customerId: string,
  specs: readonly TestTicket[],
): Promise<CreatedTicket[]> {
  const source = app.ticketSource;
  const created: CreatedTicket[] = [];
  for (const [index, spec] of specs.entries()) {
    const author = spec.author ?? { userId: null, name: 'Test Customer' };
    const subject = spec.subject ?? `Ticket ${index + 1} of ${customerId}`;
    const ticketId = await source.create(customerId, {
      author,
      fields: {
        subject,
        category: spec.category ?? 'other',
        description: spec.description ?? `${subject}: the details.`,
        ...(spec.orderRef ? { order: spec.orderRef } : {}),
        ...(spec.documentRef ? { document: spec.documentRef } : {}),
        ...(spec.topic ? { topic: spec.topic } : {}),
      },
      attachments: await staged(app, spec.attachments ?? []),
    });
    const status = spec.status ?? 'open';
    const messages = spec.messages ?? (status === 'open' ? [] : [{ fromStaff: true, body: 'We are looking into it.' }]);
    for (const [position, message] of messages.entries()) {
      const last = position === messages.length - 1;
      const fromStaff = message.fromStaff ?? false;
      const added = await source.addMessage(customerId, ticketId, {
        author: fromStaff
          ? { userId: null, name: message.authorName ?? 'Customer Service' }
          : { userId: author.userId, name: message.authorName ?? author.name },
        fromStaff,
        body: message.body,
        attachments: [],
        status: (current) => (last ? status : current),
      });
      if (added !== 'added') throw new Error(`a message of test ticket ${subject} was not added: ${added}`);
    }
    const detail = await source.detail(customerId, ticketId);
    if (!detail) throw new Error(`test ticket ${subject} was not stored`);
    if (detail.status !== status) throw new Error(`test ticket ${subject} is ${detail.status}, not ${status}`);
    created.push({
      ticketId,
      number: detail.number,
      subject,
      status,
      attachmentIds: detail.messages[0]?.attachments.map((attachment) => attachment.id) ?? [],
    });
  }
  return created;
}
