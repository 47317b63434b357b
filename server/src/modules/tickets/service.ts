import type { newTicketFieldsSchema, ticketReplyFieldsSchema } from '@portal/contracts';
import {
  paths,
  ticketAttachmentField,
  ticketAttachmentLimits,
  ticketAttachmentTypes,
  type TicketDetail,
  type TicketStatus,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, httpError } from '../../lib/http-error.ts';
import { customerAccessOf, customersAccessOf } from '../accounts/index.ts';
import { deliverNotice } from '../notices/index.ts';
import { writePortalNotices } from '../updates/index.ts';
import { noticeText } from './notice-texts.ts';
import { userNameOf } from './store.ts';
import type { TicketAuthor, TicketRecord } from './ticket-source.ts';
import { sendUploadRefusal, UploadRefusal, type UploadRules } from '../../lib/uploads.ts';

/** What the caller may do with a sold-to's tickets, once allowed to read them at all. */
export interface TicketAccess {
  customerId: string;
  /** ticketWrite (on behalf: the on-behalf ticketWrite, spec 6). */
  write: boolean;
  author: TicketAuthor;
  internal: boolean;
}

/**
 * Whether the caller may read the tickets of `customerId` (the section gate has already checked the tickets
 * section's rule where the caller works now): their own sold-to, or staff the customer of their on-behalf session,
 * with ticket there; writing follows ticketWrite (the on-behalf one for staff).
 */
export async function ticketAccess(request: FastifyRequest, customerId: string): Promise<TicketAccess> {
  const { caller, permissions } = await customerAccessOf(request, customerId);
  if (!permissions.ticket) throw httpError(403, `You may not see the tickets of customer ${customerId}.`);
  const author = {
    userId: caller.userId,
    name: (await userNameOf(request.server.db, caller.userId)) ?? caller.username,
  };
  return { customerId, write: permissions.ticketWrite, author, internal: caller.internal };
}

/**
 * `ticketAccess` for each sold-to a list across accounts names (ADR 063, 069): 403 naming the first the caller may
 * not touch or lacks the ticket permission in; such a sold-to is refused, not left out.
 */
export async function ticketsAccess(request: FastifyRequest, customerIds: readonly string[]): Promise<void> {
  const accesses = await customersAccessOf(request, customerIds);
  const refused = accesses.find((access) => !access.permissions.ticket);
  if (refused) throw httpError(403, `You may not see the tickets of customer ${refused.customerId}.`);
}

/** As `ticketAccess`, and the caller may write tickets (else 403). */
export async function ticketWriteAccess(request: FastifyRequest, customerId: string): Promise<TicketAccess> {
  const access = await ticketAccess(request, customerId);
  if (!access.write) throw httpError(403, `You may not write tickets for customer ${customerId}.`);
  return access;
}

/** The detail as the API answers it: whether the caller may reply. */
export function ticketDetailOf(record: TicketRecord, access: Pick<TicketAccess, 'write'>): TicketDetail {
  return { ...record, canReply: access.write && record.status !== 'closed' };
}

/** The fields of a multipart body checked against a schema; the first problem is a 400 naming its field. */
export function parseFields<S extends typeof newTicketFieldsSchema | typeof ticketReplyFieldsSchema>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data as z.output<S>;
  const [issue] = result.error.issues;
  const field = issue?.path.join('.') || 'body';
  const message = issue && !(String(issue.path[0]) in present) ? 'is required' : issue?.message;
  throw badRequest(field, message ?? 'is invalid');
}

/** A customer's message reopens a ticket that waited for them or was resolved; staff's moves it on. */
export function afterCustomerMessage(current: TicketStatus): TicketStatus {
  return current === 'waiting_for_customer' || current === 'resolved' ? 'open' : current;
}

export function afterStaffMessage(requested: TicketStatus | undefined) {
  return (current: TicketStatus): TicketStatus =>
    requested ?? (current === 'open' || current === 'in_progress' ? 'waiting_for_customer' : current);
}

/** What a ticket's upload accepts: up to 5 PDF, PNG, JPEG, XLSX or CSV files of 10 MB in `attachments`. */
export const ticketUploadRules: UploadRules = {
  field: ticketAttachmentField,
  ...ticketAttachmentLimits,
  types: ticketAttachmentTypes,
};

export { sendUploadRefusal as sendRefusal, UploadRefusal };

/**
 * Tells the sold-to's users that customer service answered one of its tickets (issue 33, ADR 074), each as they chose
 * for "ticket answered": in the portal, an update of their own in their language linking to the ticket; by e-mail, at
 * once or in the digest. The answer is stored first; a failing notice is logged by the caller's error handler, never
 * undoes the answer.
 */
export async function announceStaffReply(
  db: Database,
  customerId: string,
  ticket: Pick<TicketRecord, 'ticketId' | 'number' | 'subject'> & {
    /** The answer's message id: one notice per answer. */
    answerId: string;
    /** When it was answered (the update's date); now when not said. */
    answeredAt?: Date;
  },
  publicUrl: string,
): Promise<void> {
  await deliverNotice(
    db,
    {
      eventKey: `ticket-answer:${ticket.ticketId}:${ticket.answerId}`,
      ...(ticket.answeredAt ? { occurredAt: ticket.answeredAt } : {}),
      kind: 'ticket_answered',
      customer: customerId,
      item: ticket.number,
      link: paths.tickets.details(ticket.ticketId),
      portalText: (language) => ({
        header: noticeText(language, 'reply_header', { ticket: ticket.number }),
        body: noticeText(language, 'reply_body', { subject: ticket.subject }),
        ctaLabel: noticeText(language, 'reply_cta'),
      }),
    },
    { publicUrl, portal: writePortalNotices },
  );
}
