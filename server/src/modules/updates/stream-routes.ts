import { streamUnreadUpdatesEndpoint, unreadEventName } from '@portal/contracts';
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { readerOf, syncPasswordNotice } from './service.ts';
import { unreadCount, type Reader } from './store.ts';

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

/** The open streams of one reader (user, sold-to and what they may see): one count serves them all. */
interface ReaderGroup {
  reader: Reader;
  streams: Set<(unread: number) => void>;
}

/**
 * The live unread count (Server-Sent Events). Every `pollMs` the instance reads the unread count once per reader
 * with an open stream (not once per stream) and sends it to the streams whose count changed: an update published,
 * read or deleted through any instance on the same database (PostgreSQL or PGlite) reaches every stream within one
 * interval, and nothing lives in one process's memory. A sign-in holds at most `maxPerSignIn` streams per instance
 * (a tab has one), so the cost of the streams grows with the readers, not with what one client opens. LISTEN/NOTIFY
 * would save the reads on PostgreSQL but not on PGlite, and would still need this loop there (ADR 023).
 */
const streamRoutes: FastifyPluginAsyncZod<Partial<StreamOptions>> = async (app, options) => {
  const { pollMs, keepAliveMs, maxAgeMs, maxPerSignIn } = { ...defaultStreamOptions, ...options };
  const open = new Set<() => void>();
  const groups = new Map<string, ReaderGroup>();
  const perSignIn = new Map<string, number>();

  let polling = false;
  const poll = setInterval(() => {
    if (polling || groups.size === 0) return;
    polling = true;
    const reads = [...groups.values()].map(async (group) => {
      try {
        const unread = await unreadCount(app.db, group.reader);
        for (const send of group.streams) send(unread);
      } catch (error) {
        app.log.warn({ err: error }, 'unread count of a stream failed');
      }
    });
    void Promise.all(reads).finally(() => {
      polling = false;
    });
  }, pollMs);
  poll.unref();

  // Fastify waits for open connections when closing: end the streams first (the portal reconnects elsewhere).
  app.addHook('preClose', async () => {
    clearInterval(poll);
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

      const key = JSON.stringify(reader);
      const group = groups.get(key) ?? { reader, streams: new Set() };
      group.streams.add(send);
      groups.set(key, group);

      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), keepAliveMs);
      const end = () => {
        clearInterval(keepAlive);
        clearTimeout(expiry);
        open.delete(end);
        group.streams.delete(send);
        if (group.streams.size === 0 && groups.get(key) === group) groups.delete(key);
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
