import { getPasswordChangeInfoEndpoint, type PasswordChangeInfo } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../../lib/endpoint-route.ts';
import { minimumLength } from './policy.ts';
import { rememberedPasswords } from './store.ts';

/**
 * `GET /api/v1/user/password/change` (spec 7, not secured; ADR 026): the portal pages where a password is
 * changed or reset, and the policy's rules from the constants it checks with. Nothing about any user.
 */
const passwordChangeInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const info: PasswordChangeInfo = {
    changeUrl: new URL('/account', app.config.PUBLIC_URL).href,
    resetUrl: new URL('/forgot-password', app.config.PUBLIC_URL).href,
    requirements: { minLength: minimumLength, rememberedPasswords, mayContainUsername: false },
  };
  app.route({
    ...endpointRoute(getPasswordChangeInfoEndpoint),
    handler: async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(info),
  });
};

export default passwordChangeInfoRoutes;
