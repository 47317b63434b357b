import {
  endOnBehalfSessionEndpoint,
  extendOnBehalfSessionEndpoint,
  getOnBehalfAuditEndpoint,
  getOnBehalfConsentEndpoint,
  getOnBehalfOverviewEndpoint,
  getOnBehalfSessionStatusEndpoint,
  getRecentCustomersEndpoint,
  searchCustomersEndpoint,
  startOnBehalfSessionEndpoint,
  updateOnBehalfConsentEndpoint,
  type OnBehalfSessionStatus,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import {
  assertOwnCustomer,
  callerOf,
  customerAccessOf,
  customerSummaries,
  findCustomer,
  permissionsFor,
  requirePermission,
  searchCustomers,
} from '../accounts/index.ts';
import { findUserById, fullName } from '../identity/index.ts';
import { customerOverview } from './overview.ts';
import { expiryOf, idleLimitMs, secondsLeft, usableSession } from './sessions.ts';
import { endSignedOutSessions } from './signed-out.ts';
import {
  consentOf,
  endSession,
  findSession,
  insertConsent,
  insertSession,
  recentCustomerIds,
  visitPage,
  staffMayWrite,
  touchSession,
  type OnBehalfSessionRow,
} from './store.ts';

/** Staff tools: decided by the staff user's own entry, whether or not a session is open. */
const staffOnBehalf = requirePermission({ allOf: ['onBehalf'] }, 'staff');

const recentLimit = 8;

/** The session's clock as the banner reads it, by the server's time. */
async function statusOf(request: FastifyRequest, session: OnBehalfSessionRow): Promise<OnBehalfSessionStatus> {
  const expiresAt = expiryOf(request, session);
  return {
    sessionId: session.sessionId,
    customerId: session.customerId,
    idleMinutes: request.server.config.ON_BEHALF_IDLE_MINUTES,
    expiresAt: expiresAt.toISOString(),
    secondsLeft: secondsLeft(expiresAt, new Date()),
    staffMayWrite: await staffMayWrite(request.server.db, session.customerId),
  };
}

/** The customer's control (ADR 058): read by its users with companyInfo (and staff in a session for it). */
async function assertMayReadConsent(request: FastifyRequest, customerId: string): Promise<void> {
  const access = await customerAccessOf(request, customerId);
  if (!access.permissions.companyInfo) {
    throw httpError(403, `You may not see the staff access setting of customer ${customerId}.`);
  }
}

/** Customer search, the on-behalf sessions and the access log (issue 18). */
const onBehalfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(searchCustomersEndpoint),
    preValidation: staffOnBehalf,
    handler: async (request) => searchCustomers(app.db, request.query, app.customerMatchSources),
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
    ...endpointRoute(getOnBehalfSessionStatusEndpoint),
    // Reading the clock is not activity: the banner asks while staff do nothing.
    config: { ...endpointRoute(getOnBehalfSessionStatusEndpoint).config, notOnBehalfActivity: true },
    preValidation: staffOnBehalf,
    handler: async (request) => statusOf(request, await usableSession(request, request.params.sessionId)),
  });

  app.route({
    ...endpointRoute(extendOnBehalfSessionEndpoint),
    preValidation: staffOnBehalf,
    handler: async (request) => {
      const session = await usableSession(request, request.params.sessionId);
      const now = new Date();
      await touchSession(app.db, session.sessionId, now);
      return statusOf(request, { ...session, lastActiveAt: now });
    },
  });

  app.route({
    ...endpointRoute(getOnBehalfOverviewEndpoint),
    handler: async (request) => customerOverview(request, request.query.customer),
  });

  app.route({
    ...endpointRoute(getOnBehalfConsentEndpoint),
    handler: async (request) => {
      await assertMayReadConsent(request, request.query.customer);
      return consentOf(app.db, request.query.customer);
    },
  });

  app.route({
    ...endpointRoute(updateOnBehalfConsentEndpoint),
    handler: async (request) => {
      const { customer, staffMayWrite: allowed } = request.body;
      const caller = await callerOf(request);
      // The customer's own control: staff never change it, not even in a session for the customer.
      if (caller.internal) throw httpError(403, 'Only the customer’s own users change the staff access setting.');
      await assertMayReadConsent(request, customer);
      const user = await findUserById(app.db, caller.userId);
      await insertConsent(app.db, {
        customerId: customer,
        staffMayWrite: allowed,
        changedBy: caller.userId,
        changedByName: user ? fullName(user).trim() : '',
      });
      return consentOf(app.db, customer);
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
      const page = await visitPage(app.db, {
        filter: { customer },
        pageNumber,
        pageSize,
        idleMs: idleLimitMs(request),
        now: new Date(),
      });
      // A customer's log names the staff, not their addresses.
      return { ...page, items: page.items.map(({ staffEmail: _staffEmail, ...visit }) => visit) };
    },
  });
};

export default onBehalfRoutes;
