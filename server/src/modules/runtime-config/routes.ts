import { runtimeConfigSchema, signInScopes } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { embeddedIssuer } from '../../idp/provider.ts';

/** What the one SPA build needs to know about this deployment. */
const runtimeConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    maintenance: app.config.MAINTENANCE_MODE,
    oidc: {
      issuer: app.config.OIDC_ISSUER ?? embeddedIssuer(app.config),
      clientId: app.config.OIDC_CLIENT_ID,
      scopes: signInScopes.join(' '),
    },
  };
  app.get(
    '/pub/api/v1/config',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Runtime configuration of the portal front end',
        response: { 200: runtimeConfigSchema },
      },
    },
    async () => body,
  );
};

export default runtimeConfigRoutes;
