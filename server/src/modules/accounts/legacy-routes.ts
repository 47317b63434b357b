import { getLegacyUrlEndpoint, poNumberModules, poNumberRequiredBrands } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { badRequest, httpError } from '../../lib/http-error.ts';
import { callerOf } from './caller.ts';
import { legacyModuleFlags, legacyUrl } from './legacy-url.ts';
import { accessScopeOf, scopeAllows } from './sold-to-access.ts';

/** Links into the legacy applications, for users whose permissions open them. */
const legacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getLegacyUrlEndpoint),
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const { legacyId } = request.params;
      // The link names no sold-to: one place the caller may work must open the module (the legacy tool asks which).
      const scope = await accessScopeOf(request, undefined);
      if (!scopeAllows(scope, (permissions) => legacyModuleFlags[legacyId].some((flag) => permissions[flag]))) {
        throw httpError(403, `You may not open ${legacyId}.`);
      }
      const { brand, poNumber } = request.query;
      const placesOrders = (poNumberModules as readonly string[]).includes(legacyId);
      if (placesOrders && brand && poNumberRequiredBrands.includes(brand) && !poNumber) {
        throw badRequest('poNumber', `is required: brand ${brand} takes orders only with a purchase order number`);
      }
      const url = legacyUrl(app.config, legacyId, {
        brand,
        language: request.query.language ?? caller.record.language,
        poNumber: placesOrders ? poNumber : undefined,
      });
      // A string body would go out as text/plain; the contract is a JSON string.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
    },
  });
};

export default legacyRoutes;
