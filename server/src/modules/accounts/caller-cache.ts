import fp from 'fastify-plugin';
import { NoticedCache } from '../../lib/noticed-cache.ts';
import type { Caller } from './caller.ts';

/**
 * How long a loaded caller (user, privilege entries, active brands) answers without a database read. Changes do not
 * wait for it: the database's notices (a user's row or entries changed, or brands) evict on every instance.
 */
export const callerCacheTtlMs = 5000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Callers by user id, kept briefly and evicted by the database's change notices. */
    callerCache: NoticedCache<Caller>;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'callerCache',
      new NoticedCache<Caller>(app.cacheNotices, {
        max: 10_000,
        ttlMs: callerCacheTtlMs,
        keyOf: (notice) => (notice.kind === 'user' ? notice.id : notice.kind === 'users' ? 'all' : undefined),
      }),
    );
  },
  { name: 'caller-cache', dependencies: ['cache-notices'] },
);
