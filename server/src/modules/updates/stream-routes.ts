import { streamUnreadUpdatesEndpoint, unreadEventName } from '@portal/contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { readerOf, syncPasswordNotice } from './service.ts';
import { unreadCount } from './store.ts';
import { startUnreadPoller } from './unread-poller.ts';

export interface StreamOptions {
  /** How often the open streams' unread counts are read (ms). */
  pollMs: number;
  /** A comment line this often keeps proxies from closing an idle stream (ms). */
  keepAliveMs: number;
  /**
   * A stream ends after this long (ms) and the portal opens the next one with its current access token, so a
   * stream never outlives the token and the permissions it was opened with by much.
   */
  maxAgeMs: number;
  /** Streams one sign-in may hold open on this instance; a further one is answered 429. */
  maxPerSignIn: number;
}

export const defaultStreamOptions: StreamOptions = {
  pollMs: 2_000,
  keepAliveMs: 25_000,
  maxAgeMs: 5 * 60_000,
  maxPerSignIn: 10,
};

/**
 * The live unread count (Server-Sent Events). Every `pollMs` the instance reads the unread counts of all readers
 * with an open stream in one query (unread-poller.ts) and sends each stream its count when it changed: an update
 * published, read or deleted through any instance on the same database (PostgreSQL or PGlite) reaches every stream
 * within one interval, and nothing lives in one process's memory. A sign-in holds at most `maxPerSignIn` streams
 * per instance (a tab has one). LISTEN/NOTIFY would save the reads on PostgreSQL but not on PGlite, and would still
 * need this loop there (ADR 023).
 */
const streamRoutes: FastifyPluginAsyncZod<Partial<StreamOptions>> = async (app, options) => {
  const { pollMs, keepAliveMs, maxAgeMs, maxPerSignIn } = { ...defaultStreamOptions, ...options };
  const open = new Set<() => void>();
  const perSignIn = new Map<string, number>();
  const poller = startUnreadPoller({ db: app.db, pollMs, log: app.log });

  // Fastify waits for open connections when closing: end the streams first (the portal reconnects elsewhere).
  app.addHook('preClose', async () => {
    poller.stop();
    for (const end of [...open]) end();
  });

  app.route({
    ...endpointRoute(streamUnreadUpdatesEndpoint),
    handler: async (request, reply) => {
      const reader = await readerOf(request, request.query.soldTo);
      const identity = identityOf(request);
      const signIn = identity.signInId ?? `subject:${identity.subject}`;
      const held = perSignIn.get(signIn) ?? 0;
      if (held >= maxPerSignIn) {
        request.log.warn({ limit: maxPerSignIn }, 'updates stream refused: too many open streams for one sign-in');
        return reply.code(429).send({
          error: 'Too Many Requests',
          message: `At most ${maxPerSignIn} update streams may be open per sign-in.`,
        });
      }
      perSignIn.set(signIn, held + 1);
      let counted = true;
      const release = () => {
        if (!counted) return;
        counted = false;
        const left = (perSignIn.get(signIn) ?? 1) - 1;
        if (left > 0) perSignIn.set(signIn, left);
        else perSignIn.delete(signIn);
      };
      let last: number;
      try {
        await syncPasswordNotice(app, reader.userId);
        last = await unreadCount(app.db, reader);
      } catch (error) {
        release();
        throw error;
      }

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
      const write = (unread: number) => raw.write(`event: ${unreadEventName}\ndata: ${JSON.stringify({ unread })}\n\n`);
      write(last);
      const send = (unread: number) => {
        if (unread === last) return;
        last = unread;
        write(unread);
      };

      const unsubscribe = poller.subscribe(reader, send);

      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), keepAliveMs);
      const end = () => {
        clearInterval(keepAlive);
        clearTimeout(expiry);
        open.delete(end);
        unsubscribe();
        release();
        if (!raw.writableEnded) raw.end();
      };
      const expiry = setTimeout(end, maxAgeMs);
      open.add(end);
      raw.on('close', end);
    },
  });
};

export default streamRoutes;
