import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  apiErrorSchema,
  integrationEventKind,
  integrationEventResultSchema,
  integrationEventSchema,
  integrationPaths,
  paths,
  type IntegrationEvent,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-error.ts';
import type { PortalNoticeWriter } from './portal-notice.ts';
import { receiveEvent, type Notice } from './service.ts';

/** Bodies larger than this are refused (413): an event is a few hundred bytes. */
const bodyLimit = 64 * 1024;

/** Whether `header` is `sha256=<hex HMAC-SHA256 of body>` with `secret`, compared in constant time. */
export function signatureHolds(secret: string, body: Buffer, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}

/** The notice an event makes: its kind, the item and its page. */
export function noticeOf(event: IntegrationEvent): Notice {
  const kind = integrationEventKind[event.type];
  const eventKey = `integration:${event.id}`;
  if ('orderId' in event.data) {
    const { source, orderId, poNumber, trackingNumber } = event.data;
    return {
      eventKey,
      kind,
      customer: event.customer,
      item: poNumber ? `${orderId} (${poNumber})` : orderId,
      link: paths.orders.details(source, orderId),
      occurredAt: new Date(event.occurredAt),
      ...(trackingNumber ? { tracking: trackingNumber } : {}),
    };
  }
  const type = event.type === 'credit_note.issued' ? 'credit_note' : 'invoice';
  return {
    eventKey,
    kind,
    customer: event.customer,
    item: event.data.documentId,
    link: paths.documents.ofType(type, event.data.documentId),
    occurredAt: new Date(event.occurredAt),
  };
}

/**
 * `POST /api/integration/events`: the group's systems report what happened to orders and billing documents (issue
 * 33). No bearer token: the body is signed with the shared secret (`X-Portal-Signature: sha256=<hex HMAC-SHA256 of
 * the raw body>`, INTEGRATION_WEBHOOK_SECRET), checked before the body is read. An event id seen before answers 200
 * `duplicate` and does nothing; a new one is kept with its notices in one transaction and answers 202.
 * docs/integration-webhook.md describes it for the ERP.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ portal: PortalNoticeWriter }> = async (app, { portal }) => {
  // The signature is over the bytes as sent, so this route reads its body as bytes and parses it itself.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const secret = app.config.INTEGRATION_WEBHOOK_SECRET;
  app.post(
    integrationPaths.events,
    {
      bodyLimit,
      config: { publicEndpoint: true },
      schema: {
        tags: ['integration'],
        summary: 'Inbound events from the group’s systems (signed with X-Portal-Signature; idempotent by event id)',
        description:
          'The body is an event (`integrationEventSchema`): order.confirmed, order.shipped, order.delivered, ' +
          'invoice.issued, invoice.due_soon, invoice.overdue, credit_note.issued. A wrong or missing signature ' +
          'answers 401; an id seen before 200 with status duplicate; a new event 202.',
        headers: z.object({ 'x-portal-signature': z.string().optional() }).passthrough(),
        response: {
          200: integrationEventResultSchema,
          202: integrationEventResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!signatureHolds(secret, raw, request.headers[integrationPaths.signatureHeader] as string | undefined)) {
        return reply.code(401).send({
          error: 'Unauthorized',
          message: 'X-Portal-Signature must be sha256=<hex HMAC-SHA256 of the raw body> with the shared secret.',
        });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest('body', 'is not JSON');
      }
      const parsed = integrationEventSchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(issue?.path.join('.') || 'body', issue?.message ?? 'is invalid');
      }
      const event = parsed.data;
      const result = await receiveEvent(app.db, { id: event.id, type: event.type, payload: event }, noticeOf(event), {
        publicUrl: app.config.PUBLIC_URL,
        portal,
      });
      request.log.info({ event: event.id, type: event.type, ...result }, 'integration event received');
      return reply.code(result.status === 'accepted' ? 202 : 200).send({ id: event.id, ...result });
    },
  );
};

export default webhookRoutes;
