import { STATUS_CODES } from 'node:http';
import type { ApiError } from '@portal/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a malformed percent-encoding in the path, a path
 * parameter over `maxParamLength`) in the `{ error, message }` shape of every other refusal. Without it they
 * answer `{ error, code, message, statusCode }` written straight to the socket, echoing the path back, before any
 * hook (request id, security headers) runs; the request id is set here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  request.log.info({ statusCode: status, code: error.code }, 'request refused by the router');
  const body: ApiError = {
    error: STATUS_CODES[status] ?? 'Bad Request',
    message: status === 414 ? 'A path segment is too long.' : 'The path is not a valid URL.',
  };
  void reply.code(status).header('x-request-id', request.id).send(body);
}
