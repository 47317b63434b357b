import type {
  TicketAttachment,
  TicketCategory,
  TicketFilter,
  TicketMessage,
  TicketPage,
  TicketStatus,
} from '@portal/contracts';
import { and, asc, count, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inKeyOrder, keyTuples, newestKeysAcross } from '../../db/newest-across.ts';
import { faqFeedback, ticketAttachments, ticketMessages, tickets, users } from '../../db/schema/index.ts';
import type { AttachmentFiles } from '../../lib/attachment-files.ts';
import type { StagedAttachment, TicketRecord, TicketSource } from './ticket-source.ts';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type TicketRow = typeof tickets.$inferSelect;

function summaryOf(row: TicketRow, messageCount: number) {
  return {
    ticketId: row.ticketId,
    number: row.number,
    customerId: row.customerId,
    category: row.category as TicketCategory,
    subject: row.subject,
    status: row.status as TicketStatus,
    authorName: row.authorName,
    orderRef: row.orderRef,
    documentRef: row.documentRef,
    topic: row.topic,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    messageCount,
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The list's order: most recently updated first, ties by number descending, so pages do not overlap. */
const newestFirst = [tickets.updatedAt, tickets.number] as const;

/** The sold-tos' condition: one is an equality, several `= ANY(...)`; both read (customer, updated_at desc). */
function customersOf(customerIds: readonly string[]): SQL {
  return customerIds.length === 1
    ? eq(tickets.customerId, customerIds[0] ?? '')
    : inArray(tickets.customerId, [...customerIds]);
}

/** The list's filters besides the sold-tos: the status, and `q` in the number, the subject or a message. */
function filterOf(db: Database, filter: TicketFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(tickets.status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(
        ilike(tickets.number, pattern),
        ilike(tickets.subject, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(ticketMessages)
            .where(and(eq(ticketMessages.ticketId, tickets.ticketId), ilike(ticketMessages.body, pattern))),
        ),
      ) as SQL,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Each ticket's number of messages, joined to the rows of a page. */
function messageCountOf(db: Database) {
  return db
    .select({ ticketId: ticketMessages.ticketId, messages: count().as('messages') })
    .from(ticketMessages)
    .groupBy(ticketMessages.ticketId)
    .as('message_counts');
}

/**
 * A page of tickets across several sold-tos (ADR 063, 069): the keys from each sold-to's (customer, updated_at desc)
 * index in order (`newestKeysAcross`), then the page's rows by primary key with their message counts, in the keys'
 * order.
 */
async function ticketsAcross(
  db: Database,
  customerIds: readonly string[],
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<Array<{ ticket: TicketRow; messages: number | null }>> {
  const keys = await newestKeysAcross(db, {
    table: tickets,
    customerColumn: tickets.customerId,
    customerIds,
    where,
    newestFirst,
    keys: [tickets.ticketId],
    ...page,
  });
  if (keys.length === 0) return [];
  const counts = messageCountOf(db);
  const rows = await db
    .select({ ticket: tickets, messages: counts.messages })
    .from(tickets)
    .leftJoin(counts, eq(counts.ticketId, tickets.ticketId))
    .where(sql`(${tickets.ticketId}) in (${keyTuples(keys)})`);
  return inKeyOrder(keys, rows, (row) => [row.ticket.ticketId]);
}

/**
 * The portal's own ticket source: the tickets tables, files in `files`. A file is moved into the store before the
 * rows that point at it are committed; when the transaction fails, the files it moved are removed again.
 */
export function postgresTicketSource(db: Database, files: AttachmentFiles): TicketSource {
  async function storeAttachments(tx: Transaction, messageId: string, staged: StagedAttachment[], kept: string[]) {
    for (const [position, attachment] of staged.entries()) {
      const storageKey = await files.keep(attachment.path);
      kept.push(storageKey);
      await tx.insert(ticketAttachments).values({
        messageId,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        size: attachment.size,
        sha256: attachment.sha256,
        storageKey,
        // A millisecond apart, so a message's files keep the order they were sent in.
        createdAt: sql`now() + make_interval(secs => ${position} / 1000.0)`,
      });
    }
  }

  async function withFiles<T>(work: (tx: Transaction, kept: string[]) => Promise<T>): Promise<T> {
    const kept: string[] = [];
    try {
      return await db.transaction((tx) => work(tx, kept));
    } catch (error) {
      await Promise.all(kept.map((key) => files.remove(key)));
      throw error;
    }
  }

  return {
    async list(customerIds, filter, { pageNumber, pageSize }): Promise<TicketPage> {
      const conditions = filterOf(db, filter);
      const where = and(customersOf(customerIds), conditions);
      const page = { limit: pageSize, offset: pageNumber * pageSize };
      const counts = messageCountOf(db);
      const [rows, [total]] = await Promise.all([
        customerIds.length === 1
          ? db
              .select({ ticket: tickets, messages: counts.messages })
              .from(tickets)
              .leftJoin(counts, eq(counts.ticketId, tickets.ticketId))
              .where(where)
              .orderBy(...newestFirst.map((column) => desc(column)))
              .limit(page.limit)
              .offset(page.offset)
          : ticketsAcross(db, customerIds, conditions, page),
        db.select({ total: count() }).from(tickets).where(where),
      ]);
      return {
        items: rows.map((row) => summaryOf(row.ticket, Number(row.messages ?? 0))),
        pageNumber,
        pageSize,
        totalElements: Number(total?.total ?? 0),
      };
    },

    async detail(customerId, ticketId): Promise<TicketRecord | undefined> {
      const [ticket] = await db
        .select()
        .from(tickets)
        .where(and(eq(tickets.ticketId, ticketId), eq(tickets.customerId, customerId)));
      if (!ticket) return undefined;
      const messages = await db
        .select()
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, ticketId))
        .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.messageId));
      const attachments =
        messages.length === 0
          ? []
          : await db
              .select()
              .from(ticketAttachments)
              .where(
                inArray(
                  ticketAttachments.messageId,
                  messages.map((message) => message.messageId),
                ),
              )
              .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.fileName));
      const attachmentsOf = (messageId: string): TicketAttachment[] =>
        attachments
          .filter((attachment) => attachment.messageId === messageId)
          .map(({ attachmentId, fileName, contentType, size, sha256 }) => ({
            id: attachmentId,
            fileName,
            contentType,
            size,
            sha256,
          }));
      return {
        ...summaryOf(ticket, messages.length),
        messages: messages.map((message): TicketMessage => ({
          id: message.messageId,
          author: { name: message.authorName, role: message.fromStaff ? 'staff' : 'customer' },
          body: message.body,
          createdAt: new Date(message.createdAt).toISOString(),
          attachments: attachmentsOf(message.messageId),
        })),
      };
    },

    async create(customerId, { author, fields, attachments }) {
      return withFiles(async (tx, kept) => {
        // The number counts the sold-to's tickets; the lock keeps two new tickets from taking the same one.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tickets:${customerId}`}))`);
        const [{ existing } = { existing: 0 }] = await tx
          .select({ existing: count() })
          .from(tickets)
          .where(eq(tickets.customerId, customerId));
        const number = `T-${customerId}-${String(Number(existing) + 1).padStart(4, '0')}`;
        const [ticket] = await tx
          .insert(tickets)
          .values({
            number,
            customerId,
            authorId: author.userId,
            authorName: author.name,
            category: fields.category,
            subject: fields.subject,
            status: 'open',
            orderRef: fields.order ?? null,
            documentRef: fields.document ?? null,
            topic: fields.topic ?? null,
          })
          .returning({ ticketId: tickets.ticketId });
        if (!ticket) throw new Error('The ticket was not stored');
        const [message] = await tx
          .insert(ticketMessages)
          .values({
            ticketId: ticket.ticketId,
            authorId: author.userId,
            authorName: author.name,
            fromStaff: false,
            body: fields.description,
          })
          .returning({ messageId: ticketMessages.messageId });
        if (!message) throw new Error('The message was not stored');
        await storeAttachments(tx, message.messageId, attachments, kept);
        return ticket.ticketId;
      });
    },

    async addMessage(customerId, ticketId, { author, fromStaff, body, attachments, status }) {
      return withFiles(async (tx, kept) => {
        const [ticket] = await tx
          .select({ status: tickets.status })
          .from(tickets)
          .where(and(eq(tickets.ticketId, ticketId), eq(tickets.customerId, customerId)))
          .for('update');
        if (!ticket) return 'not-found';
        if (ticket.status === 'closed') return 'closed';
        const [message] = await tx
          .insert(ticketMessages)
          .values({ ticketId, authorId: author.userId, authorName: author.name, fromStaff, body })
          .returning({ messageId: ticketMessages.messageId });
        if (!message) throw new Error('The message was not stored');
        await storeAttachments(tx, message.messageId, attachments, kept);
        await tx
          .update(tickets)
          .set({ status: status(ticket.status as TicketStatus), updatedAt: sql`now()` })
          .where(eq(tickets.ticketId, ticketId));
        return 'added';
      });
    },

    async openAttachment(customerId, ticketId, attachmentId) {
      const [row] = await db
        .select({
          fileName: ticketAttachments.fileName,
          contentType: ticketAttachments.contentType,
          size: ticketAttachments.size,
          sha256: ticketAttachments.sha256,
          storageKey: ticketAttachments.storageKey,
        })
        .from(ticketAttachments)
        .innerJoin(ticketMessages, eq(ticketMessages.messageId, ticketAttachments.messageId))
        .innerJoin(tickets, eq(tickets.ticketId, ticketMessages.ticketId))
        .where(
          and(
            eq(ticketAttachments.attachmentId, attachmentId),
            eq(tickets.ticketId, ticketId),
            eq(tickets.customerId, customerId),
          ),
        );
      if (!row) return undefined;
      const { storageKey, ...facts } = row;
      return { ...facts, open: () => files.open(storageKey) };
    },

    async customerOf(ticketId) {
      const [row] = await db
        .select({ customerId: tickets.customerId })
        .from(tickets)
        .where(eq(tickets.ticketId, ticketId));
      return row?.customerId;
    },
  };
}

/** The name a user's messages are signed with. */
export async function userNameOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ givenName: users.givenName, familyName: users.familyName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.givenName} ${row.familyName}`.trim() : undefined;
}

export async function recordFaqFeedback(
  db: Database,
  feedback: { userId: string; topic: string; faq: string; language: string; helpful: boolean },
): Promise<void> {
  await db.insert(faqFeedback).values(feedback);
}
