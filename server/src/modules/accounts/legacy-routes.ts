import { getLegacyUrlEndpoint } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, workingPermissionsOf } from './caller.ts';
import { legacyModuleFlags, legacyUrl } from './legacy-url.ts';

/** Links into the legacy applications, for users whose permissions open them. */
const legacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getLegacyUrlEndpoint),
    handler: async (request, reply) => {
      const caller = await callerOf(request);
      const { legacyId } = request.params;
      const permissions = await workingPermissionsOf(request);
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
