import {
  getSoldTosEndpoint,
  getUserSummaryEndpoint,
  saveLastLoginEndpoint,
  saveUserPreferenceEndpoint,
  type SoldTo,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customers, termsAcceptances, termsDocuments, userCustomerLogins, users } from '../../db/schema/index.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { findUserById, fullName } from '../identity/index.ts';
import { assertAdminTool, assertOwnCustomer, callerOf, customerIdsOf } from './access.ts';
import { companyTypeOf } from './records.ts';

/** The signed-in user's sold-tos, their last choice and language, and the user summary. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The sold-tos named, each with the user's last choice and its acceptance of the current terms (the newest
   * version): one prepared statement, so the most frequent call of the portal costs one round trip.
   */
  const soldTosQuery = app.db
    .select({
      customerId: customers.customerId,
      legalName: customers.legalName,
      division: customers.division,
      lastLogin: userCustomerLogins.customerId,
      acceptedBy: termsAcceptances.acceptedBy,
      acceptedAt: termsAcceptances.acceptedAt,
    })
    .from(customers)
    .leftJoin(userCustomerLogins, eq(userCustomerLogins.userId, sql.placeholder('userId')))
    .leftJoin(
      termsAcceptances,
      and(
        eq(termsAcceptances.customerId, customers.customerId),
        eq(termsAcceptances.documentVersion, sql`(select max(${termsDocuments.version}) from ${termsDocuments})`),
      ),
    )
    .where(sql`${customers.customerId} = any(${sql.placeholder('ids')})`)
    .prepare('accounts_user_sold_tos');

  app.route({
    ...endpointRoute(getSoldTosEndpoint),
    handler: async (request) => {
      const caller = await callerOf(app.db, request);
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
      const caller = await callerOf(app.db, request);
      const { customer } = request.query;
      assertOwnCustomer(caller, customer);
      await app.db
        .insert(userCustomerLogins)
        .values({ userId: caller.userId, customerId: customer })
        .onConflictDoUpdate({
          target: userCustomerLogins.userId,
          set: { customerId: customer, selectedAt: new Date() },
        });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(saveUserPreferenceEndpoint),
    handler: async (request, reply) => {
      const caller = await callerOf(app.db, request);
      const { username, language } = request.body;
      if (username.trim().toLowerCase() !== caller.username.toLowerCase()) {
        throw httpError(403, 'You can change only your own preferences.');
      }
      await app.db.update(users).set({ locale: language }).where(eq(users.id, caller.userId));
      app.cacheNotices.announce({ kind: 'user', id: caller.userId });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(getUserSummaryEndpoint),
    handler: async (request) => {
      const caller = await callerOf(app.db, request);
      const { id } = request.params;
      if (id.toLowerCase() !== caller.userId) assertAdminTool(caller);
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
