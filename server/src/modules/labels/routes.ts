import { apiErrorSchema, labelListSchema, labelParamsSchema } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isNotModified } from '../../lib/etag.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { labelSnapshot, type LabelSnapshot } from './store.ts';

/** The public call may carry the token of a public link (spec: passed through); it changes nothing here. */
const publicQuerySchema = z.object({ token: z.string().max(512).optional() });

/** Sets the caching headers; true when the client already has this version (then answer 304 without a body). */
function notModified(request: FastifyRequest, reply: FastifyReply, snapshot: LabelSnapshot, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', snapshot.etag);
  return isNotModified(request, snapshot.etag);
}

/** The label texts of a locale, for the portal's i18next: publicly (sign-in, public pages) and signed in. */
const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const description = 'Entries `{ key, content }` sorted by key, keys `group.name`; 304 when If-None-Match matches.';
  const notModifiedSchema = z.null().describe('Not modified: the ETag of If-None-Match is current');

  app.get(
    '/pub/api/v1/labels/:locale',
    {
      schema: {
        tags: ['labels'],
        summary: 'Label texts of a locale (public; cached for 5 minutes)',
        description,
        params: labelParamsSchema,
        querystring: publicQuerySchema,
        response: { 200: labelListSchema, 304: notModifiedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await labelSnapshot(app.db, request.params.locale);
      if (notModified(request, reply, snapshot, 'public, max-age=300')) return reply.code(304).send(null);
      return snapshot.entries;
    },
  );

  app.get(
    '/priv/api/v1/labels/:locale',
    {
      // The texts of every page, the waiting page included.
      config: { beforePortalAccess: true },
      schema: {
        tags: ['labels'],
        security: [{ bearerAuth: [] }],
        summary: 'Label texts of a locale (any signed-in user)',
        description,
        params: labelParamsSchema,
        response: { 200: labelListSchema, 304: notModifiedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      identityOf(request);
      const snapshot = await labelSnapshot(app.db, request.params.locale);
      if (notModified(request, reply, snapshot, 'private, no-cache')) return reply.code(304).send(null);
      return snapshot.entries;
    },
  );
};

export default labelRoutes;
