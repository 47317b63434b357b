import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@portal/contracts';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import fp from 'fastify-plugin';

/** `/items/0/name` -> `items.0.name`; an issue on the whole body or query names that part instead. */
function fieldOf(issue: FastifySchemaValidationError, context: string | undefined): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const missing = issue.params['missingProperty'];
  if (typeof missing === 'string') segments.push(missing);
  return segments.join('.') || context || 'request';
}

function validationBody(issues: FastifySchemaValidationError[], context: string | undefined): ApiError {
  const details = issues.map((issue) => ({
    field: fieldOf(issue, context),
    message: issue.message ?? 'is invalid',
  }));
  return {
    error: 'Bad Request',
    message: details.map((detail) => `${detail.field}: ${detail.message}`).join('; '),
    details,
  };
}

/** The one place that turns errors into `{ error, message, details? }`; server faults never leak internals. */
export default fp(async (app) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (Array.isArray(error.validation) && error.validationContext === 'params') {
      // A path names a resource: a parameter that cannot name one (`/tickets/nope`, a language the portal does not
      // speak) names one that does not exist, which is 404 like any other unknown record (DESIGN: refusals), not a
      // mistake in the caller's input. The details still name the parameter.
      request.log.info({ validation: error.validation }, 'path names no record');
      return reply.code(404).send({ ...validationBody(error.validation, 'path'), error: 'Not Found' });
    }
    if (Array.isArray(error.validation)) {
      request.log.info({ validation: error.validation }, 'invalid request');
      return reply.code(400).send(validationBody(error.validation, error.validationContext));
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ statusCode: status, reason: error.message }, 'request refused');
      const { reason } = error as { reason?: unknown };
      const body: ApiError = {
        error: STATUS_CODES[status] ?? 'Error',
        message: error.message,
        ...(typeof reason === 'string' ? { reason } : {}),
      };
      return reply.code(status).send(body);
    }

    // The log carries the real error and the request id; the client only learns that it failed.
    request.log.error({ err: error }, 'request failed');
    const serverStatus = status >= 500 && status < 600 ? status : 500;
    const body: ApiError = {
      error: STATUS_CODES[serverStatus] ?? 'Internal Server Error',
      message: 'An unexpected error occurred.',
    };
    return reply.code(serverStatus).send(body);
  });
});
