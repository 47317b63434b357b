import { streamUnreadUpdatesEndpoint, unreadEventName } from '@portal/contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { readerOf, syncPasswordNotice } from './service.ts';
import { unreadCount } from './store.ts';

export interface StreamOptions {
  /** How often each open stream reads the unread count (ms). */
  pollMs: number;
  /** A comment line this often keeps proxies from closing an idle stream (ms). */
  keepAliveMs: number;
  /**
   * A stream ends after this long (ms) and the portal opens the next one with its current access token, so a
   * stream never outlives the token and the permissions it was opened with by much.
   */
  maxAgeMs: number;
}

export const defaultStreamOptions: StreamOptions = { pollMs: 2_000, keepAliveMs: 25_000, maxAgeMs: 5 * 60_000 };

/**
 * The live unread count (Server-Sent Events). Each open stream reads the count from the database every `pollMs`
 * and sends it when it changed: an update published, read or deleted through any instance on the same database
 * (PostgreSQL or PGlite) reaches every stream within one interval, and nothing lives in one process's memory.
 * One indexed count per open stream and interval is cheap next to a page view; LISTEN/NOTIFY would save those reads
 * on PostgreSQL but not on PGlite, and would still need this loop there (ADR 023).
 */
const streamRoutes: FastifyPluginAsyncZod<Partial<StreamOptions>> = async (app, options) => {
  const { pollMs, keepAliveMs, maxAgeMs } = { ...defaultStreamOptions, ...options };
  const open = new Set<() => void>();

  // Fastify waits for open connections when closing: end the streams first (the portal reconnects elsewhere).
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.route({
    ...endpointRoute(streamUnreadUpdatesEndpoint),
    handler: async (request, reply) => {
      const reader = await readerOf(request, request.query.soldTo);
      await syncPasswordNotice(app, reader.userId);
      let last = await unreadCount(app.db, reader);

      reply.hijack();
      const raw: ServerResponse = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise buffer the events.
        'x-accel-buffering': 'no',
      });
      const send = (unread: number) => raw.write(`event: ${unreadEventName}\ndata: ${JSON.stringify({ unread })}\n\n`);
      send(last);

      let reading = false;
      const poll = setInterval(() => {
        if (reading) return;
        reading = true;
        unreadCount(app.db, reader)
          .then((unread) => {
            if (unread !== last) {
              last = unread;
              send(unread);
            }
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'unread count of a stream failed'))
          .finally(() => {
            reading = false;
          });
      }, pollMs);
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), keepAliveMs);
      const end = () => {
        clearInterval(poll);
        clearInterval(keepAlive);
        clearTimeout(expiry);
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      const expiry = setTimeout(end, maxAgeMs);
      open.add(end);
      raw.on('close', end);
    },
  });
};

export default streamRoutes;
