import {
  getNotificationPreferencesEndpoint,
  listNotificationJobsEndpoint,
  retryNotificationJobEndpoint,
  updateNotificationPreferencesEndpoint,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { accessScopeOf, callerOf, requirePermission } from '../accounts/index.ts';
import { jobsForStaff, retryFailedJob } from './job-admin.ts';
import { changePreferences, preferencesFor } from './service.ts';

/** The preferences are the signed-in user's own: with login and security or company info, never on behalf. */
const ownPreferences = requirePermission({ anyOf: ['loginSecurity', 'companyInfo'] });

async function ownRecord(request: FastifyRequest) {
  if ((await accessScopeOf(request, undefined)).actingOnBehalf) {
    throw httpError(403, 'Notification preferences are your own; they cannot be changed on behalf of a customer.');
  }
  return (await callerOf(request)).record;
}

/** The mail queue is a staff tool: the admin tool of the staff user's own entry, not in an on-behalf session. */
const queueTool = [
  requirePermission({ allOf: ['adminTool'] }, 'staff'),
  async (request: FastifyRequest) => {
    if ((await accessScopeOf(request, undefined)).actingOnBehalf) {
      throw httpError(403, 'The mail queue is a staff tool; end the on-behalf session to use it.');
    }
  },
];

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getNotificationPreferencesEndpoint),
    preValidation: ownPreferences,
    handler: async (request) => preferencesFor(app.db, await ownRecord(request)),
  });

  app.route({
    ...endpointRoute(updateNotificationPreferencesEndpoint),
    preValidation: ownPreferences,
    handler: async (request) => changePreferences(app.db, await ownRecord(request), request.body),
  });

  app.route({
    ...endpointRoute(listNotificationJobsEndpoint),
    preValidation: queueTool,
    handler: async (request) => jobsForStaff(app.db, request.query.state),
  });

  app.route({
    ...endpointRoute(retryNotificationJobEndpoint),
    preValidation: queueTool,
    handler: async (request, reply) => {
      const outcome = await retryFailedJob(app.db, request.params.jobId, app.notificationQueue.timing.now());
      if ('conflict' in outcome) return reply.code(409).send({ error: 'Conflict', message: outcome.conflict });
      request.log.info({ job: request.params.jobId, state: outcome.job.state }, 'notification job sent again by staff');
      return outcome;
    },
  });
};

export default notificationRoutes;
