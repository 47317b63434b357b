import { getLegacyUrlEndpoint } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, permissionsFor, selectedSoldTo } from './access.ts';
import { legacyModuleFlags, legacyUrl } from './legacy-url.ts';

/** Links into the legacy applications, for users whose permissions open them. */
const legacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getLegacyUrlEndpoint),
    handler: async (request, reply) => {
      const caller = await callerOf(app.db, request);
      const { legacyId } = request.params;
      const soldTo = caller.internal ? null : await selectedSoldTo(app.db, caller);
      const permissions = permissionsFor(caller, soldTo);
      if (!legacyModuleFlags[legacyId].some((flag) => permissions[flag])) {
        throw httpError(403, `You may not open ${legacyId}.`);
      }
      const url = legacyUrl(app.config, legacyId, {
        brand: request.query.brand,
        language: request.query.language ?? caller.record.language,
      });
      // A string body would go out as text/plain; the contract is a JSON string.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(url));
    },
  });
};

export default legacyRoutes;
