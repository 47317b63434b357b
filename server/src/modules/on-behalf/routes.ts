import {
  endOnBehalfSessionEndpoint,
  getOnBehalfAuditEndpoint,
  getRecentCustomersEndpoint,
  searchCustomersEndpoint,
  startOnBehalfSessionEndpoint,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import {
  assertOwnCustomer,
  callerOf,
  customerSummaries,
  findCustomer,
  permissionsFor,
  requirePermission,
  searchCustomers,
} from '../accounts/index.ts';
import { expiryOf, idleLimitMs } from './sessions.ts';
import { auditPage, endSession, findSession, insertSession, openSignedSessions, recentCustomerIds } from './store.ts';

/**
 * Marks the open sessions whose sign-in has ended (the staff user signed out, or the grant was revoked) as ended by
 * sign-out, at their last activity, before the log is read. Only the embedded provider's grants can be looked up.
 */
async function endSignedOutSessions(app: FastifyInstance, customerId: string | undefined): Promise<void> {
  if (app.config.OIDC_ISSUER) return;
  for (const session of await openSignedSessions(app.db, customerId)) {
    if (session.signInId && (await app.idp.grantExpiry(session.signInId)) === undefined) {
      await endSession(app.db, session.sessionId, 'signed_out', session.lastActiveAt);
    }
  }
}

/** Staff tools: decided by the staff user's own entry, whether or not a session is open. */
const staffOnBehalf = requirePermission({ allOf: ['onBehalf'] }, 'staff');

const recentLimit = 8;

/** Customer search, the on-behalf sessions and the access log (issue 18). */
const onBehalfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(searchCustomersEndpoint),
    preValidation: staffOnBehalf,
    handler: async (request) => searchCustomers(app.db, request.query),
  });

  app.route({
    ...endpointRoute(getRecentCustomersEndpoint),
    preValidation: staffOnBehalf,
    handler: async (request) => {
      const caller = await callerOf(request);
      const recent = await recentCustomerIds(app.db, caller.userId, recentLimit);
      const summaries = await customerSummaries(
        app.db,
        recent.map(({ customerId }) => customerId),
      );
      return {
        items: summaries.map((summary) => {
          const visitedAt = recent.find(({ customerId }) => customerId === summary.customerId)?.visitedAt ?? 0;
          return { ...summary, visitedAt: new Date(visitedAt).toISOString() };
        }),
      };
    },
  });

  app.route({
    ...endpointRoute(startOnBehalfSessionEndpoint),
    preValidation: staffOnBehalf,
    handler: async (request, reply) => {
      const { customerId, reason } = request.body;
      const customer = await findCustomer(app.db, customerId);
      if (!customer) throw httpError(404, `Customer ${customerId} does not exist.`);
      const caller = await callerOf(request);
      const signInId = identityOf(request).signInId;
      const session = await insertSession(app.db, { staffUserId: caller.userId, customerId, reason, signInId });
      reply.code(201);
      return {
        sessionId: session.sessionId,
        customer: { customerId, legalName: customer.legalName },
        reason: session.reason,
        startedAt: session.startedAt.toISOString(),
        expiresAt: expiryOf(request, session).toISOString(),
      };
    },
  });

  app.route({
    ...endpointRoute(endOnBehalfSessionEndpoint),
    preValidation: staffOnBehalf,
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const session = await findSession(app.db, request.params.sessionId);
      if (!session || session.staffUserId !== caller.userId) {
        throw httpError(404, `No on-behalf session ${request.params.sessionId} of yours.`);
      }
      const now = new Date();
      const idleEnd = expiryOf(request, session);
      await endSession(
        app.db,
        session.sessionId,
        idleEnd <= now ? 'expired' : request.query.reason,
        idleEnd <= now ? idleEnd : now,
      );
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...endpointRoute(getOnBehalfAuditEndpoint),
    handler: async (request) => {
      const { customer, pageNumber, pageSize } = request.query;
      const caller = await callerOf(request);
      if (caller.internal) {
        if (!permissionsFor(caller, null).adminTool) throw httpError(403, 'The staff access log needs the admin tool.');
      } else {
        if (!customer) throw httpError(403, 'Name one of your accounts as customer.');
        assertOwnCustomer(caller, customer);
        if (!permissionsFor(caller, customer).companyInfo) {
          throw httpError(403, `You may not see the staff access log of customer ${customer}.`);
        }
      }
      await endSignedOutSessions(app, customer);
      return auditPage(app.db, {
        customerId: customer,
        pageNumber,
        pageSize,
        idleMs: idleLimitMs(request),
        now: new Date(),
      });
    },
  });
};

export default onBehalfRoutes;
