import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { cspDirectives } from './helmet.ts';

/** OpenAPI document built from the routes' zod schemas, browsable at /docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI's page loads its own scripts without a nonce, so /docs keeps a same-origin script policy.
  const docsPolicy = { useDefaults: false, directives: { ...cspDirectives(app.config), scriptSrc: ["'self'"] } };
  app.addHook('onRoute', (route) => {
    if (route.url === '/docs' || route.url.startsWith('/docs/')) {
      // Set on the route's config, where the helmet plugin reads it on every request.
      route.config = { ...route.config, helmet: { contentSecurityPolicy: docsPolicy } } as typeof route.config;
    }
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
