import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { isFileRequest } from './static.ts';

/** One per-IP budget shared by every route (and unknown paths), generous enough for real use. */
export default fp(async (app) => {
  await app.register(rateLimit, {
    global: true,
    max: app.config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // Files are cheap and a page load fetches dozens: counting them would lock out a whole office behind one
    // NAT address. Navigations and unknown paths, which the file mounts also see first, still count.
    allowList: (request) => isFileRequest(request),
  });
});
