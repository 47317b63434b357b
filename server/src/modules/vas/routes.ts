import { getVasDocumentEndpoint } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute, mediaTypesKey } from '../../lib/endpoint-route.ts';
import { requirePermission } from '../accounts/index.ts';
import { vasMenuCardWorkbook } from './menu-card.ts';

const fileName = 'vas-menu-card-cost-simulator.xlsx';
const filePath = `/pub/api/v1/vas/${fileName}`;

/**
 * The VAS menu card & cost simulator (spec 2.6 and 7): the secured call tells users with the VAS permission
 * where the file is; the file itself is public because the online office viewer fetches it without a token
 * (it holds the price list of services, nothing personal).
 */
const vasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getVasDocumentEndpoint),
    preValidation: requirePermission({ allOf: ['vasMenu'] }),
    handler: async (_request, reply) => {
      const url = new URL(filePath, app.config.PUBLIC_URL).href;
      // A string body would go out as text/plain; the contract is a JSON string.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
    },
  });

  // The file itself is not an API call of the portal (the office viewer fetches it): not a declared endpoint.

  app.get(
    filePath,
    {
      schema: {
        tags: ['documents'],
        summary: 'The VAS menu card & cost simulator (.xlsx)',
        [mediaTypesKey]: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (_request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=3600')
        .send(await vasMenuCardWorkbook()),
  );
};

export default vasRoutes;
