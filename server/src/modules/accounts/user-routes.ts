import {
  getSoldTosEndpoint,
  getUserSummaryEndpoint,
  saveLastLoginEndpoint,
  saveUserPreferenceEndpoint,
  type SoldTo,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { findUserById, fullName } from '../identity/index.ts';
import { assertOwnCustomer, callerOf, customerIdsOf, permissionsFor } from './caller.ts';
import { companyTypeOf, prepareSoldTosQuery, saveLastSelectedSoldTo, saveUserLanguage } from './store.ts';

/** The signed-in user's sold-tos, their last choice and language, and the user summary. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const soldTosQuery = prepareSoldTosQuery(app.db);

  app.route({
    ...endpointRoute(getSoldTosEndpoint),
    handler: async (request) => {
      const caller = await callerOf(request);
      const ids = customerIdsOf(caller);
      if (ids.length === 0) return [];
      const rows = await soldTosQuery.execute({ userId: caller.userId, ids });
      return rows
        .map((row): SoldTo => {
          const lastLogin = row.lastLogin && ids.includes(row.lastLogin) ? row.lastLogin : null;
          return {
            customerId: row.customerId,
            legalName: row.legalName,
            name: row.legalName,
            lastLogin,
            termsAndConditionsAcceptedBy: row.acceptedBy ?? null,
            termsAndConditionsTimestamp: row.acceptedAt?.toISOString() ?? null,
            division: row.division,
          };
        })
        .sort((a, b) => a.legalName.localeCompare(b.legalName, undefined, { sensitivity: 'base' }));
    },
  });

  app.route({
    ...endpointRoute(saveLastLoginEndpoint),
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const { customer } = request.query;
      assertOwnCustomer(caller, customer);
      await saveLastSelectedSoldTo(app.db, caller.userId, customer);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(saveUserPreferenceEndpoint),
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const { username, language } = request.body;
      if (username.trim().toLowerCase() !== caller.username.toLowerCase()) {
        throw httpError(403, 'You can change only your own preferences.');
      }
      await saveUserLanguage(app.db, caller.userId, language);
      app.cacheNotices.announce({ kind: 'user', id: caller.userId });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(getUserSummaryEndpoint),
    handler: async (request) => {
      const caller = await callerOf(request);
      const { id } = request.params;
      // Anyone may read their own summary; other users' only with the admin tool.
      if (id.toLowerCase() !== caller.userId && !permissionsFor(caller, null).adminTool) {
        throw httpError(403, 'The admin tool permission is required.');
      }
      const user = await findUserById(app.db, id);
      if (!user) throw httpError(404, `User ${id} does not exist.`);
      return {
        userId: user.id,
        userName: user.username,
        fullname: fullName(user),
        companyType: companyTypeOf(user),
        language: user.locale,
      };
    },
  });
};

export default userRoutes;
