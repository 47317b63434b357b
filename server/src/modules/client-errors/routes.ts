import {
  apiErrorSchema,
  clientErrorLimits,
  clientErrorPaths,
  listClientErrorsEndpoint,
  reportClientErrorEndpoint,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BackgroundTasks } from '../../lib/background.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { optionalIdentityOf } from '../../plugins/authenticate.ts';
import { requirePermission } from '../accounts/index.ts';
import { cspReportBodySchema, cspViolationsOf, describeViolation, pageOf, withoutQuery } from './csp-reports.ts';
import { insertClientErrors, listClientErrors, pruneClientErrors, type NewClientError } from './store.ts';

/** Content types of CSP violation reports: `report-uri` (CSP 2) and `report-to` (the Reporting API). */
export const cspReportContentTypes = ['application/csp-report', 'application/reports+json'] as const;

/** Retention runs after a report is stored, at most this often. */
const retentionIntervalMs = 60 * 1000;

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent'] ?? null;
}

/**
 * What goes wrong in users' browsers: errors the portal reports (spec 3, error event) and Content-Security-Policy
 * violation reports, stored in `client_errors` and logged at warn; operators list them through the admin API.
 */
const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: nowhere else takes these content types. Parsed like JSON (same prototype poisoning rules).
  app.addContentTypeParser(
    [...cspReportContentTypes],
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  const background = new BackgroundTasks();
  app.addHook('onClose', () => background.settled());
  let lastRetention = 0;
  /** Deletes what is too old or too much, after the answer; not again within a minute. */
  function scheduleRetention(): void {
    const now = Date.now();
    if (now - lastRetention < retentionIntervalMs) return;
    lastRetention = now;
    background.run(
      async () => {
        const deleted = await pruneClientErrors(app.db);
        if (deleted > 0) app.log.info({ deleted }, 'old client error records deleted');
      },
      (error) => app.log.warn({ err: error }, 'client error records could not be pruned'),
    );
  }

  const report = {
    // Per client address and endpoint, on top of the global limit: a broken page in a loop must not fill the table.
    config: { rateLimit: { max: app.config.CLIENT_ERROR_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
    bodyLimit: clientErrorLimits.bodyBytes,
  };
  const noContent = z.null().describe('Stored');
  const reportRefusals = { 400: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema, 429: apiErrorSchema };

  const reportRoute = endpointRoute(reportClientErrorEndpoint);
  app.route({
    ...reportRoute,
    ...report,
    config: { ...reportRoute.config, ...report.config },
    handler: async (request, reply) => {
      const { description, techInfo, requestId } = request.body;
      // The portal sends the path alone; should a query string slip through, its tokens are not kept.
      const page = withoutQuery(request.body.page);
      const identity = await optionalIdentityOf(request);
      const record: NewClientError = {
        kind: 'error',
        description,
        techInfo,
        page,
        requestId: requestId ?? null,
        userId: identity?.userId ?? null,
        userAgent: userAgentOf(request),
      };
      await insertClientErrors(app.db, [record]);
      request.log.warn(
        { description, page, failedRequestId: requestId, userId: record.userId },
        'client error reported',
      );
      scheduleRetention();
      return reply.code(204).send(null);
    },
  });

  app.post(
    clientErrorPaths.cspReport,
    {
      ...report,
      schema: {
        tags: ['client errors'],
        summary: 'Content-Security-Policy violation reports (report-uri and report-to endpoint; public)',
        description:
          'Either `application/csp-report` (`{ "csp-report": { ... } }`, one violation) or ' +
          '`application/reports+json` (an array of reports; those of type `csp-violation` are stored, others ' +
          `ignored). One record per violation. Bodies over ${clientErrorLimits.bodyBytes} bytes: 413.`,
        consumes: [...cspReportContentTypes, 'application/json'],
        body: cspReportBodySchema,
        response: { 204: noContent, ...reportRefusals },
      },
    },
    async (request, reply) => {
      const violations = cspViolationsOf(request.body);
      const userAgent = userAgentOf(request);
      const records = violations.map((violation): NewClientError => ({
        kind: 'csp-violation',
        description: describeViolation(violation),
        techInfo: JSON.stringify(violation.report).slice(0, clientErrorLimits.techInfoLength),
        page: pageOf(violation.documentUrl),
        requestId: null,
        userId: null,
        userAgent,
      }));
      await insertClientErrors(app.db, records);
      for (const record of records) {
        request.log.warn({ description: record.description, page: record.page }, 'CSP violation reported');
      }
      if (records.length > 0) scheduleRetention();
      return reply.code(204).send(null);
    },
  );

  app.route({
    ...endpointRoute(listClientErrorsEndpoint),
    preValidation: requirePermission({ allOf: ['adminTool'] }, 'staff'),
    handler: async (request) => ({ items: await listClientErrors(app.db, request.query) }),
  });
};

export default clientErrorRoutes;
