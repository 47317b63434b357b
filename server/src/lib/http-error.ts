import type { FastifySchemaValidationError } from 'fastify';

/**
 * An error the error handler answers with this status and message (plugins/error-handler.ts), and the `reason` the
 * portal acts on, if any.
 */
export function httpError(statusCode: 403 | 404 | 410, message: string, reason?: string): Error {
  return Object.assign(new Error(message), { statusCode, ...(reason ? { reason } : {}) });
}

/**
 * A 400 naming one field (dotted path, e.g. `portalPrivileges.0.customer`), shaped like a schema validation
 * failure so it gets the same `{ error, message, details }` body.
 */
export function badRequest(field: string, message: string): Error {
  const validation: FastifySchemaValidationError[] = [
    { keyword: 'custom', instancePath: `/${field.replaceAll('.', '/')}`, schemaPath: '', params: {}, message },
  ];
  return Object.assign(new Error(`${field}: ${message}`), { statusCode: 400, validation });
}
