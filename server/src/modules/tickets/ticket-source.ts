import type { Readable } from 'node:stream';
import type { NewTicketFields, TicketDetail, TicketFilter, TicketPage, TicketStatus } from '@portal/contracts';
import type { StagedAttachment } from '../../lib/uploads.ts';

/**
 * Where the portal keeps tickets: the seam between the tickets routes and customer service's system.
 *
 * The default is `postgresTicketSource` (store.ts): the portal's own `tickets`, `ticket_messages` and
 * `ticket_attachments` tables, with the files in the attachment file store (lib/attachment-files.ts). An integrator can put a CRM
 * behind the portal instead: implement this interface and hand it to the app, `buildApp({ ..., ticketSource })`.
 * Routes, authorization, the upload checks (count, size, type by content) and the UI stay as they are.
 *
 * What the portal relies on (the routes check who may ask and what was sent; the source only answers):
 * - Every customer-facing method is scoped to one sold-to (`customerId`) and must never return or change another
 *   sold-to's ticket: such a ticket is `undefined` / `false`, exactly as if it did not exist (the route answers 404).
 *   `list` takes the sold-tos a list across accounts names (`customerIds`, ADR 069) and answers exactly those,
 *   each ticket naming its sold-to.
 * - `list`: most recently updated first, ties by number descending, so pages do not overlap; `q` (trimmed, may be
 *   empty = no filter) matches part of the number, the subject or a message, case-insensitively.
 * - `create` and `addMessage` receive attachments already checked (type sniffed, at most 10 MB, at most 5) as
 *   staged files: the source keeps their content (copies or moves `path`) before it returns; the route removes
 *   what is left at `path` afterwards. All of a call is stored, or nothing.
 * - `addMessage` answers `closed` for a closed ticket (nothing stored, the route answers 409).
 * - `openAttachment`: the file and its facts, or undefined.
 * - Errors thrown are answered as 500 and logged with the request id; nothing of them reaches the caller.
 */
export interface TicketSource {
  /** The tickets of one sold-to or several (the view across accounts): merged in the list's order. */
  list(
    customerIds: readonly string[],
    filter: TicketFilter,
    page: { pageNumber: number; pageSize: number },
  ): Promise<TicketPage>;
  detail(customerId: string, ticketId: string): Promise<TicketRecord | undefined>;
  create(customerId: string, ticket: NewTicket): Promise<string>;
  addMessage(customerId: string, ticketId: string, message: NewMessage): Promise<'added' | 'closed' | 'not-found'>;
  openAttachment(
    customerId: string,
    ticketId: string,
    attachmentId: string,
  ): Promise<{ fileName: string; contentType: string; size: number; sha256: string; open(): Readable } | undefined>;
  /** The sold-to a ticket belongs to, for staff's answers (admin tool), which name only the ticket. */
  customerOf(ticketId: string): Promise<string | undefined>;
}

/** A ticket with its conversation, as the source answers it (the route adds what the caller may do). */
export type TicketRecord = Omit<TicketDetail, 'canReply'>;

export interface TicketAuthor {
  userId: string | null;
  name: string;
}

/** A checked attachment waiting in the staging area: the source takes its content before it returns. */
export type { StagedAttachment };

export interface NewTicket {
  author: TicketAuthor;
  fields: NewTicketFields;
  attachments: StagedAttachment[];
}

export interface NewMessage {
  author: TicketAuthor;
  fromStaff: boolean;
  body: string;
  attachments: StagedAttachment[];
  /** The ticket's status after this message. */
  status: (current: TicketStatus) => TicketStatus;
}
