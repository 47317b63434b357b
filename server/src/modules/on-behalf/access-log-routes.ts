import { Readable } from 'node:stream';
import {
  exportAccessLogEndpoint,
  getAccessLogEndpoint,
  isLanguageId,
  type AccessLogFilter,
  type LanguageId,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { serverTexts } from '../../lib/server-texts.ts';
import { csvChunks, type FileColumn } from '../../lib/table-files.ts';
import { callerOf, requirePermission } from '../accounts/index.ts';
import { endSignedOutSessions } from './signed-out.ts';
import { idleLimitMs } from './sessions.ts';
import { visitBatches, visitPage, type LoggedVisit } from './store.ts';

/**
 * The group's access log (issue 34): every on-behalf session across customers, filtered, for staff with the admin
 * tool of their own entry (the section gate has already asked for the onBehalf section).
 */

const texts = serverTexts('accessLogExport');

/** The file holds at most this many sessions, newest first; the page says so. */
export const accessLogExportLimit = 10_000;
const batchSize = 500;

const staffAdmin = requirePermission({ allOf: ['adminTool'] }, 'staff');

async function callerLanguage(request: FastifyRequest): Promise<LanguageId> {
  const { record } = await callerOf(request);
  return isLanguageId(record.language) ? record.language : 'en';
}

/** The file's columns in `language`: one row per session, what was written in one cell. */
export function accessLogColumns(language: LanguageId): FileColumn<LoggedVisit>[] {
  const text = (key: string) => texts(language, key);
  return [
    { header: text('header_started'), kind: 'text', value: (visit) => visit.startedAt },
    { header: text('header_ended'), kind: 'text', value: (visit) => visit.endedAt },
    {
      header: text('header_end_reason'),
      kind: 'text',
      value: (visit) => (visit.endReason ? text(`end_${visit.endReason}`) : text('end_open')),
    },
    { header: text('header_customer'), kind: 'text', value: (visit) => visit.customerId },
    { header: text('header_legal_name'), kind: 'text', value: (visit) => visit.legalName },
    { header: text('header_staff_name'), kind: 'text', value: (visit) => visit.staffName },
    { header: text('header_staff_email'), kind: 'text', value: (visit) => visit.staffEmail },
    { header: text('header_reason'), kind: 'text', value: (visit) => visit.reason },
    {
      header: text('header_written'),
      kind: 'text',
      value: (visit) =>
        visit.actions
          .map((action) => `${action.at} ${text(`action_${action.action}`)}: ${action.subject}`.trim())
          .join('\n'),
    },
  ];
}

const accessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getAccessLogEndpoint),
    preValidation: staffAdmin,
    handler: async (request) => {
      const { pageNumber, pageSize, customerId, ...filter } = request.query;
      await endSignedOutSessions(app, customerId);
      return visitPage(app.db, {
        filter: { ...filter, customer: customerId },
        pageNumber,
        pageSize,
        idleMs: idleLimitMs(request),
        now: new Date(),
      });
    },
  });

  app.route({
    ...endpointRoute(exportAccessLogEndpoint),
    preValidation: staffAdmin,
    handler: async (request, reply) => {
      const { customerId, ...rest }: AccessLogFilter = request.query;
      const filter = { ...rest, customer: customerId };
      await endSignedOutSessions(app, customerId);
      const language = await callerLanguage(request);
      const batches = visitBatches(app.db, {
        filter,
        limit: accessLogExportLimit,
        batchSize,
        idleMs: idleLimitMs(request),
        now: new Date(),
      });
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="access-log-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          // Fastify sends a stream as it is (the declared string schema only describes the file for OpenAPI).
          .send(Readable.from(csvChunks(accessLogColumns(language), batches)) as unknown as string)
      );
    },
  });
};

export default accessLogRoutes;
