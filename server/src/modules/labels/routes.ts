import { getLabelsEndpoint, getPublicLabelsEndpoint } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { isNotModified } from '../../lib/etag.ts';
import { labelSnapshot, type LabelSnapshot } from './store.ts';

/** Sets the caching headers; true when the client already has this version (then answer 304 without a body). */
function notModified(request: FastifyRequest, reply: FastifyReply, snapshot: LabelSnapshot, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', snapshot.etag);
  return isNotModified(request, snapshot.etag);
}

/** The label texts of a locale, for the portal's i18next: publicly (sign-in, public pages) and signed in. */
const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getPublicLabelsEndpoint),
    handler: async (request, reply) => {
      const snapshot = await labelSnapshot(app.db, request.params.locale);
      if (notModified(request, reply, snapshot, 'public, max-age=300')) return reply.code(304).send(null);
      return snapshot.entries;
    },
  });

  // Any valid token: the authentication hook has checked it before this runs.
  app.route({
    ...endpointRoute(getLabelsEndpoint),
    handler: async (request, reply) => {
      const snapshot = await labelSnapshot(app.db, request.params.locale);
      if (notModified(request, reply, snapshot, 'private, no-cache')) return reply.code(304).send(null);
      return snapshot.entries;
    },
  });
};

export default labelRoutes;
