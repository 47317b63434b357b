import {
  addDashboardFavouriteEndpoint,
  dashboardFavouritesLimit,
  getDashboardFavouritesEndpoint,
  removeDashboardFavouriteEndpoint,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, type Caller } from './caller.ts';
import { addFavourite, favouriteCardIds, removeFavourite } from './favourites-store.ts';

/** The dashboard's cards are staff tools: customers have none to mark. */
async function internalCaller(request: FastifyRequest): Promise<Caller> {
  const caller = await callerOf(request);
  if (!caller.internal) throw httpError(403, 'Only staff have dashboard favourites.');
  return caller;
}

/** The staff dashboard's favourite cards, each user's own (issue 34). */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getDashboardFavouritesEndpoint),
    handler: async (request) => {
      const caller = await internalCaller(request);
      return { cardIds: await favouriteCardIds(app.db, caller.userId) };
    },
  });

  app.route({
    ...endpointRoute(addDashboardFavouriteEndpoint),
    handler: async (request, reply) => {
      const caller = await internalCaller(request);
      if (!(await addFavourite(app.db, caller.userId, request.params.cardId, dashboardFavouritesLimit))) {
        return reply
          .code(409)
          .send({ error: 'Conflict', message: `At most ${dashboardFavouritesLimit} favourites: remove one first.` });
      }
      return { cardIds: await favouriteCardIds(app.db, caller.userId) };
    },
  });

  app.route({
    ...endpointRoute(removeDashboardFavouriteEndpoint),
    handler: async (request) => {
      const caller = await internalCaller(request);
      await removeFavourite(app.db, caller.userId, request.params.cardId);
      return { cardIds: await favouriteCardIds(app.db, caller.userId) };
    },
  });
};

export default favouriteRoutes;
