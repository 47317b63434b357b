import {
  getNotificationPreferencesEndpoint,
  listNotificationJobsEndpoint,
  notificationJobStates,
  updateNotificationPreferencesEndpoint,
  type NotificationJob,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { accessScopeOf, callerOf, requirePermission } from '../accounts/index.ts';
import { jobCounts, listJobs } from './queue-store.ts';
import { changePreferences, preferencesFor } from './service.ts';

const shownJobs = 100;

/** The preferences are the signed-in user's own: with login and security or company info, never on behalf. */
const ownPreferences = requirePermission({ anyOf: ['loginSecurity', 'companyInfo'] });

async function ownRecord(request: FastifyRequest) {
  if ((await accessScopeOf(request, undefined)).actingOnBehalf) {
    throw httpError(403, 'Notification preferences are your own; they cannot be changed on behalf of a customer.');
  }
  return (await callerOf(request)).record;
}

function mailFields(payload: unknown): { to: string | null; subject: string | null } {
  const mail = (payload ?? {}) as { to?: unknown; subject?: unknown };
  return {
    to: typeof mail.to === 'string' ? mail.to : null,
    subject: typeof mail.subject === 'string' ? mail.subject : null,
  };
}

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
    preValidation: requirePermission({ allOf: ['adminTool'] }, 'staff'),
    handler: async (request) => {
      const states = request.query.state ? [request.query.state] : (['retry', 'dead'] as const);
      const rows = await listJobs(app.db, states, shownJobs);
      const counts = await jobCounts(app.db);
      return {
        items: rows.map((row): NotificationJob => ({
          id: row.id,
          kind: row.kind,
          state: row.state as NotificationJob['state'],
          ...mailFields(row.payload),
          attempts: row.attempts,
          maxAttempts: row.maxAttempts,
          runAt: row.runAt.toISOString(),
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
        })),
        counts: Object.fromEntries(notificationJobStates.map((state) => [state, counts.get(state) ?? 0])) as Record<
          NotificationJob['state'],
          number
        >,
      };
    },
  });
};

export default notificationRoutes;
