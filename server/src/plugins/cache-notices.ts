import fp from 'fastify-plugin';
import {
  announce,
  cacheNoticeChannel,
  onAnnounce,
  parseCacheNotice,
  type CacheNotice,
  type CacheNoticeBus,
} from '../db/cache-notices.ts';

export type { CacheNoticeBus } from '../db/cache-notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cacheNotices: CacheNoticeBus;
  }
}

export default fp(
  async (app) => {
    const listeners = new Set<(notice: CacheNotice | null) => void>();
    const dispatch = (notice: CacheNotice | null) => {
      for (const listener of listeners) listener(notice);
    };
    let live = false;
    const bus: CacheNoticeBus = {
      get live() {
        return live;
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      announce: (notice) => announce(app.db, notice),
    };
    app.decorate('cacheNotices', bus);

    const stopLocal = onAnnounce(app.db, dispatch);
    const subscription = await app.database.listen(cacheNoticeChannel, {
      notice(payload) {
        const notice = parseCacheNotice(payload);
        if (notice) dispatch(notice);
      },
      listening(now) {
        // Either way, what was cached may predate a notice that never arrived.
        dispatch(null);
        live = now;
        if (now) app.log.debug('listening for cache notices');
        else app.log.warn('cache notices interrupted: caches are bypassed until they flow again');
      },
      error(error) {
        app.log.warn({ err: error }, 'cache notice connection failed');
      },
    });
    app.addHook('onClose', async () => {
      live = false;
      stopLocal();
      await subscription.close();
    });
  },
  { name: 'cache-notices' },
);
