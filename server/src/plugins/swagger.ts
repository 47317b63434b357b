import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { mediaTypesKey, multipartKey } from '../lib/endpoint-route.ts';
import { cspDirectives } from './helmet.ts';

/**
 * An operation's id from its method and path, for the few routes not registered from an endpoint declaration
 * (probes, media files, pages): `GET /content/media/art/:file` is `getContentMediaArtByFile`. Client generators
 * name their functions after it.
 */
export function derivedOperationId(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment === '*' ? 'path' : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

type Operation = Record<string, unknown> & { responses?: Record<string, { content?: Record<string, unknown> }> };

/**
 * Operations whose success answer is a file or a stream (their declaration's `mediaTypes`) list those media types,
 * as bytes (or, for an event stream, text), instead of the JSON the string schema would otherwise claim; multipart
 * requests (their declaration's `multipart`) get their request body.
 */
export function documentMediaTypes(document: { paths?: Record<string, Record<string, Operation>> }) {
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) {
      const multipart = operation[multipartKey];
      if (multipart) {
        Reflect.deleteProperty(operation, multipartKey);
        operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: multipart } } };
      }
      const types = operation[mediaTypesKey] as readonly string[] | undefined;
      if (!types) continue;
      Reflect.deleteProperty(operation, mediaTypesKey);
      operation.responses ??= {};
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2')) ?? '200';
      const response = (operation.responses[success] ??= { description: 'The file' } as {
        content?: Record<string, unknown>;
      });
      response.content = Object.fromEntries(
        types.map((type) => [
          type,
          { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
        ]),
      );
    }
  }
  return document;
}

/** OpenAPI document built from the routes' zod schemas, browsable at /docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transformObject: (input) =>
      documentMediaTypes(
        'openapiObject' in input ? (input.openapiObject as Parameters<typeof documentMediaTypes>[0]) : {},
      ),
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const schema = output.schema as { operationId?: string };
      const method = Array.isArray(input.route.method) ? String(input.route.method[0]) : input.route.method;
      return {
        ...output,
        schema: { ...schema, operationId: schema.operationId ?? derivedOperationId(method, input.url) },
      };
    },
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
