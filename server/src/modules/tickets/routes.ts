import {
  createTicketEndpoint,
  getTicketAttachmentEndpoint,
  getTicketEndpoint,
  getTicketsEndpoint,
  newTicketFieldsSchema,
  recordFaqFeedbackEndpoint,
  replyToTicketEndpoint,
  staffReplyToTicketEndpoint,
  ticketReplyFieldsSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, requirePermission } from '../accounts/index.ts';
import { recordOnBehalfAction } from '../on-behalf/index.ts';
import {
  afterCustomerMessage,
  afterStaffMessage,
  announceStaffReply,
  parseFields,
  sendRefusal,
  ticketAccess,
  ticketDetailOf,
  ticketsAccess,
  ticketUploadRules,
  ticketWriteAccess,
  UploadRefusal,
} from './service.ts';
import { recordFaqFeedback, userNameOf } from './store.ts';
import { discard, readUpload, type Upload } from '../../lib/uploads.ts';

/** `Content-Disposition: attachment` with the name in ASCII and in full (RFC 6266 / 5987). */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The tickets API (the tickets section's gate runs first, from the declarations) and staff's answers. */
const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Reads the upload, runs `work` with it, and removes what is left of the staged files whatever happens. */
  async function withUpload<T>(read: () => Promise<Upload>, work: (upload: Upload) => Promise<T>): Promise<T> {
    const upload = await read();
    try {
      return await work(upload);
    } finally {
      await discard(upload.attachments.map((attachment) => attachment.path));
    }
  }

  app.route({
    ...endpointRoute(getTicketsEndpoint),
    handler: async (request) => {
      const { customer, pageNumber, pageSize, status, q } = request.query;
      await ticketsAccess(request, customer);
      return app.ticketSource.list(customer, { status, q }, { pageNumber, pageSize });
    },
  });

  app.route({
    ...endpointRoute(getTicketEndpoint),
    handler: async (request) => {
      const access = await ticketAccess(request, request.query.customer);
      const ticket = await app.ticketSource.detail(access.customerId, request.params.ticketId);
      // Another sold-to's ticket is not there for this caller: the same answer as no ticket at all.
      if (!ticket) throw httpError(404, `Ticket ${request.params.ticketId} was not found.`);
      return ticketDetailOf(ticket, access);
    },
  });

  app.route({
    ...endpointRoute(createTicketEndpoint),
    handler: async (request, reply) => {
      const access = await ticketWriteAccess(request, request.query.customer);
      try {
        const ticketId = await withUpload(
          () => readUpload(request, app.ticketFiles, ticketUploadRules),
          async ({ fields, attachments }) =>
            app.ticketSource.create(access.customerId, {
              author: access.author,
              fields: parseFields(newTicketFieldsSchema, fields),
              attachments,
            }),
        );
        const ticket = await app.ticketSource.detail(access.customerId, ticketId);
        if (!ticket) throw new Error(`The new ticket ${ticketId} was not found`);
        request.log.info({ ticketId, customerId: access.customerId }, 'ticket opened');
        await recordOnBehalfAction(request, 'ticket_created', `${ticket.number} ${ticket.subject}`);
        return reply.code(201).send(ticketDetailOf(ticket, access));
      } catch (error) {
        if (error instanceof UploadRefusal) return sendRefusal(reply, error);
        throw error;
      }
    },
  });

  app.route({
    ...endpointRoute(replyToTicketEndpoint),
    handler: async (request, reply) => {
      const access = await ticketWriteAccess(request, request.query.customer);
      const { ticketId } = request.params;
      try {
        const outcome = await withUpload(
          () => readUpload(request, app.ticketFiles, ticketUploadRules),
          async ({ fields, attachments }) =>
            app.ticketSource.addMessage(access.customerId, ticketId, {
              author: access.author,
              fromStaff: access.internal,
              body: parseFields(ticketReplyFieldsSchema, fields).body,
              attachments,
              status: afterCustomerMessage,
            }),
        );
        if (outcome === 'not-found') throw httpError(404, `Ticket ${ticketId} was not found.`);
        if (outcome === 'closed') {
          return reply.code(409).send({ error: 'Conflict', message: `Ticket ${ticketId} is closed.` });
        }
        const ticket = await app.ticketSource.detail(access.customerId, ticketId);
        if (!ticket) throw httpError(404, `Ticket ${ticketId} was not found.`);
        await recordOnBehalfAction(request, 'ticket_message', `${ticket.number} ${ticket.subject}`);
        return reply.code(201).send(ticketDetailOf(ticket, access));
      } catch (error) {
        if (error instanceof UploadRefusal) return sendRefusal(reply, error);
        throw error;
      }
    },
  });

  app.route({
    ...endpointRoute(getTicketAttachmentEndpoint),
    handler: async (request, reply) => {
      const { ticketId, attachmentId } = request.params;
      const access = await ticketAccess(request, request.query.customer);
      const file = await app.ticketSource.openAttachment(access.customerId, ticketId, attachmentId);
      if (!file) throw httpError(404, `Attachment ${attachmentId} was not found.`);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`)
        .send(file.open() as unknown as string);
    },
  });

  app.route({
    ...endpointRoute(recordFaqFeedbackEndpoint),
    handler: async (request) => {
      const caller = await callerOf(request);
      const { topic, faq, language, helpful } = request.body;
      await recordFaqFeedback(app.db, { userId: caller.userId, topic, faq, language, helpful });
      return { recorded: true as const };
    },
  });

  // Customer service answers through the admin tool (staff's own first entry, as content editing).
  app.route({
    ...endpointRoute(staffReplyToTicketEndpoint),
    preValidation: requirePermission({ allOf: ['adminTool', 'ticketWrite'] }, 'staff'),
    handler: async (request, reply) => {
      const { ticketId } = request.params;
      const caller = await callerOf(request);
      const customerId = await app.ticketSource.customerOf(ticketId);
      if (!customerId) throw httpError(404, `Ticket ${ticketId} was not found.`);
      const name = (await userNameOf(app.db, caller.userId)) ?? caller.username;
      const outcome = await app.ticketSource.addMessage(customerId, ticketId, {
        author: { userId: caller.userId, name },
        fromStaff: true,
        body: request.body.body,
        attachments: [],
        status: afterStaffMessage(request.body.status),
      });
      if (outcome === 'not-found') throw httpError(404, `Ticket ${ticketId} was not found.`);
      if (outcome === 'closed') {
        return reply.code(409).send({ error: 'Conflict', message: `Ticket ${ticketId} is closed.` });
      }
      const ticket = await app.ticketSource.detail(customerId, ticketId);
      if (!ticket) throw httpError(404, `Ticket ${ticketId} was not found.`);
      request.log.info({ ticketId, customerId }, 'ticket answered by staff');
      const answerId = ticket.messages.at(-1)?.id ?? String(ticket.messages.length);
      await announceStaffReply(app.db, customerId, { ...ticket, answerId }, app.config.PUBLIC_URL);
      return reply.code(201).send(ticketDetailOf(ticket, { write: true }));
    },
  });
};

export default ticketRoutes;
