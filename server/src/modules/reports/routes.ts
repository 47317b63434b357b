import { getReportEndpoint, getReportsEndpoint } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { reportDefinition, type ReportFigures, reportSummaries } from './catalogue.ts';
import { reportAccess } from './service.ts';

/** The report list and one report's figures (the report section's gate runs first, from the declarations). */
const reportRoutes: FastifyPluginAsyncZod<{ figures: ReportFigures }> = async (app, { figures }) => {
  app.route({
    ...endpointRoute(getReportsEndpoint),
    handler: async (request) => {
      await reportAccess(request, request.query.customer);
      return reportSummaries();
    },
  });

  app.route({
    ...endpointRoute(getReportEndpoint),
    handler: async (request) => {
      const { customer, ...filter } = request.query;
      const access = await reportAccess(request, customer);
      const report = reportDefinition(request.params.slug);
      if (!report) throw httpError(404, `Report ${request.params.slug} is not available.`);
      return { slug: report.slug, ...(await report.build(figures, access.customerId, filter)) };
    },
  });
};

export default reportRoutes;
