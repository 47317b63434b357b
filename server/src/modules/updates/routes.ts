import {
  deleteUpdateEndpoint,
  getUpdateEndpoint,
  getUpdatesEndpoint,
  markAllUpdatesReadEndpoint,
  markUpdateReadEndpoint,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { readingLanguage } from './reading-language.ts';
import { readersOf, syncPasswordNotice } from './service.ts';
import { deleteUpdate, findUpdate, listUpdates, markAllRead, markUpdateRead, unreadCount } from './store.ts';

const notFound = (id: string) => httpError(404, `Update ${id} was not found.`);

/** The caller's updates in a sold-to: the list, one update, read, read-all and delete. */
const updateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getUpdatesEndpoint),
    handler: async (request) => {
      const { soldTo, lang, ...query } = request.query;
      // Several sold-tos: what the caller receives in any of them, and its unread count (ADR 069).
      const readers = await readersOf(request, soldTo);
      const language = await readingLanguage(request, lang);
      const [first] = readers;
      if (first) await syncPasswordNotice(app, first.userId);
      const [page, unread] = await Promise.all([
        listUpdates(app.db, readers, query, language),
        unreadCount(app.db, readers),
      ]);
      return { ...page, unread };
    },
  });

  app.route({
    ...endpointRoute(getUpdateEndpoint),
    handler: async (request) => {
      const reader = await readersOf(request, request.query.soldTo);
      const language = await readingLanguage(request, request.query.lang);
      const update = await findUpdate(app.db, reader, request.params.id, language);
      // Another user's update, or one deleted or expired: not there for this caller.
      if (!update) throw notFound(request.params.id);
      return update;
    },
  });

  app.route({
    ...endpointRoute(markUpdateReadEndpoint),
    handler: async (request) => {
      const reader = await readersOf(request, request.query.soldTo);
      if (!(await markUpdateRead(app.db, reader, request.params.id))) throw notFound(request.params.id);
      return { unread: await unreadCount(app.db, reader) };
    },
  });

  app.route({
    ...endpointRoute(markAllUpdatesReadEndpoint),
    handler: async (request) => {
      const reader = await readersOf(request, request.query.soldTo);
      await markAllRead(app.db, reader);
      return { unread: await unreadCount(app.db, reader) };
    },
  });

  app.route({
    ...endpointRoute(deleteUpdateEndpoint),
    handler: async (request) => {
      const reader = await readersOf(request, request.query.soldTo);
      if (!(await deleteUpdate(app.db, reader, request.params.id))) throw notFound(request.params.id);
      request.log.info({ updateId: request.params.id }, 'update deleted by its reader');
      return { unread: await unreadCount(app.db, reader) };
    },
  });
};

export default updateRoutes;
