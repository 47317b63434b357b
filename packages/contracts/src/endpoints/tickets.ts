import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  faqFeedbackResultSchema,
  faqFeedbackSchema,
  newTicketFieldsSchema,
  staffTicketReplySchema,
  ticketAttachmentLimits,
  ticketAttachmentParamsSchema,
  ticketAttachmentTypes,
  ticketCustomerQuerySchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketReplyFieldsSchema,
  ticketParamsSchema,
} from '../tickets.ts';

/**
 * Tickets (issue 15): a sold-to's tickets, one ticket with its conversation, opening a ticket and replying (both
 * multipart, with up to 5 files in `attachments`), an attachment as a download, and staff's answer through the
 * admin tool. Every customer call names the sold-to (`customer`): one of the caller's own, or for staff allowed on
 * behalf any customer.
 */

const tag = 'tickets';
const section = 'tickets';

export const getTicketsEndpoint = defineEndpoint({
  id: 'getTickets',
  method: 'GET',
  path: '/priv/api/v1/tickets',
  access: 'portal',
  tag,
  section,
  summary: "A page of the sold-to's tickets, most recently updated first, filtered by status and q",
  description:
    '`q` matches part of the ticket number, the subject or a message, case-insensitively. ' +
    '`customer` may name several sold-tos, comma-separated (`1000102,1000103`): each must be the caller’s with the ticket permission, else 403 naming it; the tickets of all are merged most recently updated first, each naming its sold-to (`customerId`).',
  query: ticketListQuerySchema,
  response: ticketPageSchema,
  refusals: [404],
  errorDescription: 'Error getting the tickets of customer {customer}',
});

export const getTicketEndpoint = defineEndpoint({
  id: 'getTicket',
  method: 'GET',
  path: '/priv/api/v1/tickets/:ticketId',
  access: 'portal',
  tag,
  section,
  summary: 'One ticket of the sold-to with its conversation and attachments',
  description: 'A ticket of another sold-to, or none by that id, answers 404.',
  params: ticketParamsSchema,
  query: ticketCustomerQuerySchema,
  response: ticketDetailSchema,
  refusals: [404],
  errorDescription: 'Error getting the ticket {ticketId}',
});

/**
 * Multipart (`multipart/form-data`), so not called through `callEndpoint`: the portal sends it with the
 * declaration's path and shows the upload progress of each file. Fields: subject, category, description, order,
 * document, topic, and up to 5 files in `attachments`.
 */
export const createTicketEndpoint = defineEndpoint({
  id: 'createTicket',
  method: 'POST',
  path: '/priv/api/v1/tickets',
  access: 'portal',
  tag,
  section,
  summary: 'Open a ticket (ticketWrite): multipart fields and up to 5 attachments of at most 10 MB',
  description:
    'Fields `subject`, `category`, `description`, optional `order` ({source}/{orderId}), `document` ' +
    '({type}/{documentId}) and `topic`; files in `attachments`: PDF, PNG, JPEG, XLSX or CSV, checked by their ' +
    'content. A file over 10 MB answers 413, a file of another type 415, more than 5 files or a bad field 400; ' +
    'nothing is stored then.',
  multipart: { fields: newTicketFieldsSchema, files: 'attachments', maxFiles: ticketAttachmentLimits.maxFiles },
  query: ticketCustomerQuerySchema,
  response: ticketDetailSchema,
  status: 201,
  refusals: [404, 413, 415],
  errorDescription: 'Error creating a ticket for customer {customer}',
});

/** Multipart like `createTicket`: field `body` and up to 5 files in `attachments`. */
export const replyToTicketEndpoint = defineEndpoint({
  id: 'replyToTicket',
  method: 'POST',
  path: '/priv/api/v1/tickets/:ticketId/messages',
  access: 'portal',
  tag,
  section,
  summary: "Add the customer's message to a ticket (ticketWrite), with up to 5 attachments",
  description: 'A closed ticket answers 409. Same attachment rules as opening a ticket.',
  multipart: { fields: ticketReplyFieldsSchema, files: 'attachments', maxFiles: ticketAttachmentLimits.maxFiles },
  params: ticketParamsSchema,
  query: ticketCustomerQuerySchema,
  response: ticketDetailSchema,
  status: 201,
  refusals: [404, 409, 413, 415],
  errorDescription: 'Error replying to the ticket {ticketId}',
});

/** A file, not JSON: the portal links to it with the declaration's path. */
export const getTicketAttachmentEndpoint = defineEndpoint({
  id: 'getTicketAttachment',
  method: 'GET',
  path: '/priv/api/v1/tickets/:ticketId/attachments/:attachmentId',
  access: 'portal',
  tag,
  section,
  summary: 'An attachment of a ticket, always as a download (Content-Disposition: attachment)',
  params: ticketAttachmentParamsSchema,
  query: ticketCustomerQuerySchema,
  mediaTypes: [...new Set(Object.values(ticketAttachmentTypes))],
  response: z.string().describe('The file as it was uploaded, with its sniffed content type'),
  refusals: [404],
  errorDescription: 'Error downloading an attachment of the ticket {ticketId}',
});

export const recordFaqFeedbackEndpoint = defineEndpoint({
  id: 'recordFaqFeedback',
  method: 'POST',
  path: '/priv/api/v1/faq-feedback',
  access: 'portal',
  tag: 'help',
  section: 'help',
  summary: 'Record whether an FAQ answer was helpful',
  body: faqFeedbackSchema,
  response: faqFeedbackResultSchema,
  errorDescription: 'Error recording the feedback on {faq}',
});

/** Staff's answer (admin tool or ticketWrite on behalf). */
export const staffReplyToTicketEndpoint = defineEndpoint({
  id: 'staffReplyToTicket',
  method: 'POST',
  path: '/api/admin/tickets/:ticketId/messages',
  access: 'portal',
  tag: 'tickets admin',
  summary: "Customer service's answer to a ticket, optionally moving it to another status",
  params: ticketParamsSchema,
  body: staffTicketReplySchema,
  response: ticketDetailSchema,
  status: 201,
  refusals: [404],
  errorDescription: 'Error answering the ticket {ticketId}',
});
