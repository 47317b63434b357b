import { randomUUID } from 'node:crypto';
import { isoDateSchema, ticketCategories, ticketStatuses } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { ticketAttachments, ticketMessages, tickets } from '../db/schema/index.ts';
import { readDemoFile, type DemoCustomer } from './demo-files.ts';
import { demoTicketAttachmentNames, demoTicketAttachments } from './ticket-attachments.ts';

/**
 * Demo tickets: every demo sold-to gets the tickets of `demo/tickets.json` (one in each status, with their
 * conversations between the sold-to and customer service), dated back from the file's `referenceDate`. A message's
 * `attachments` name files of ticket-attachments.ts: their rows point at the file's fixed storage key, whose file
 * the tickets module puts in its attachment store at start.
 */

export const ticketsFileSchema = z.strictObject({
  referenceDate: isoDateSchema,
  staffName: z.string().min(1),
  tickets: z
    .array(
      z.strictObject({
        category: z.enum(ticketCategories),
        subject: z.string().min(1).max(200),
        status: z.enum(ticketStatuses),
        orderRef: z.string().nullable().optional(),
        messages: z
          .array(
            z.strictObject({
              from: z.enum(['customer', 'staff']),
              daysAgo: z.number().int().min(0).max(365),
              body: z.string().min(1).max(10_000),
              attachments: z.array(z.enum(demoTicketAttachmentNames)).max(5).optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});
export type DemoTicketsFile = z.output<typeof ticketsFileSchema>;

export const loadDemoTicketsFile = (): DemoTicketsFile => readDemoFile('tickets.json', ticketsFileSchema);

const dayMs = 24 * 60 * 60 * 1000;

/** The demo sold-tos' tickets, for those that have none yet (insert-only, each sold-to in one transaction). */
export async function seedDemoTickets(db: Database, demoCustomers: readonly DemoCustomer[]): Promise<void> {
  const ids = demoCustomers.map((customer) => customer.customerId);
  const seeded = new Set(
    (
      await db.selectDistinct({ customerId: tickets.customerId }).from(tickets).where(inArray(tickets.customerId, ids))
    ).map((row) => row.customerId),
  );
  const missing = demoCustomers.filter((customer) => !seeded.has(customer.customerId));
  if (missing.length === 0) return;
  const file = loadDemoTicketsFile();
  const reference = Date.parse(`${file.referenceDate}T10:00:00Z`);
  const files = await demoTicketAttachments();
  await db.transaction(async (tx) => {
    for (const customer of missing) {
      // Oldest first, so the numbers grow with the dates.
      const ordered = [...file.tickets].sort(
        (a, b) => Math.max(...b.messages.map((m) => m.daysAgo)) - Math.max(...a.messages.map((m) => m.daysAgo)),
      );
      for (const [index, ticket] of ordered.entries()) {
        const times = ticket.messages.map((message, position) =>
          new Date(reference - message.daysAgo * dayMs + position * 60 * 60 * 1000).toISOString(),
        );
        const [row] = await tx
          .insert(tickets)
          .values({
            number: `T-${customer.customerId}-${String(index + 1).padStart(4, '0')}`,
            customerId: customer.customerId,
            authorId: null,
            authorName: customer.legalName,
            category: ticket.category,
            subject: ticket.subject,
            status: ticket.status,
            orderRef: ticket.orderRef ?? null,
            createdAt: times[0],
            updatedAt: times[times.length - 1],
          })
          .returning({ ticketId: tickets.ticketId });
        if (!row) throw new Error('A demo ticket was not stored');
        const messageIds = ticket.messages.map(() => randomUUID());
        await tx.insert(ticketMessages).values(
          ticket.messages.map((message, position) => ({
            messageId: messageIds[position],
            ticketId: row.ticketId,
            authorName: message.from === 'staff' ? file.staffName : customer.legalName,
            fromStaff: message.from === 'staff',
            body: message.body,
            createdAt: times[position],
          })),
        );
        const attachmentRows = ticket.messages.flatMap((message, position) =>
          (message.attachments ?? []).map((name, order) => {
            const attachment = files.get(name);
            const messageId = messageIds[position];
            if (!attachment || !messageId) throw new Error(`The demo attachment ${name} is unknown`);
            const { fileName, contentType, size, sha256, storageKey } = attachment;
            // A millisecond apart, in the file's order, as uploads are.
            const createdAt = new Date(Date.parse(times[position] ?? '') + order).toISOString();
            return { messageId, fileName, contentType, size, sha256, storageKey, createdAt };
          }),
        );
        if (attachmentRows.length > 0) await tx.insert(ticketAttachments).values(attachmentRows);
      }
    }
  });
}
