import { healthResponseSchema, readyResponseSchema, type ReadyResponse } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Probes for orchestrators; exempt from rate limiting, which would turn a busy instance into a "dead" one. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.floor(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The server can take traffic: its database answers (and whether the identity provider does)',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (request, reply) => {
      const identityProvider: ReadyResponse['identityProvider'] = app.externalIssuer?.reachability() ?? 'embedded';
      try {
        await app.database.ping();
        return { status: 'ready' as const, database: 'up' as const, identityProvider };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not reachable');
        return reply.code(503).send({ status: 'unavailable', database: 'down', identityProvider });
      }
    },
  );
};

export default healthRoutes;
