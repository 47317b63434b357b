import {
  addRecentSearchEndpoint,
  getRecentSearchesEndpoint,
  removeRecentSearchEndpoint,
  searchEverywhereEndpoint,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { callerOf } from '../accounts/index.ts';
import { searchEverywhere } from './service.ts';
import { forgetSearch, recentSearchesOf, rememberSearch } from './store.ts';

/** The search dialog's calls: the search, and the user's recent searches. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(searchEverywhereEndpoint),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return searchEverywhere(app.db, request, request.query);
    },
  });

  app.route({
    ...endpointRoute(getRecentSearchesEndpoint),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { userId } = await callerOf(request);
      return { items: await recentSearchesOf(app.db, userId) };
    },
  });

  app.route({
    ...endpointRoute(addRecentSearchEndpoint),
    handler: async (request, reply) => {
      const { userId } = await callerOf(request);
      await rememberSearch(app.db, userId, request.body.q);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(removeRecentSearchEndpoint),
    handler: async (request, reply) => {
      const { userId } = await callerOf(request);
      await forgetSearch(app.db, userId, request.query.q);
      return reply.status(204).send(null);
    },
  });
};

export default searchRoutes;
