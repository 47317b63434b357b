import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { paths } from '@portal/contracts';

/** Query parameters that carry one-time or bearer secrets: reset and terms links, codes, ID token hints. */
const secretParameters = new Set(['token', 'code', 'id_token_hint', 'access_token', 'refresh_token', 'logout_hint']);

/** Paths whose last segment is a secret: the public terms acceptance link. */
const secretPathPrefixes = [paths.publicAcceptTerms('')];

export const redacted = '[redacted]';

/** The URL as it may be logged: secret query values and secret path segments replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  let path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? undefined : url.slice(queryStart + 1);
  for (const prefix of secretPathPrefixes) {
    if (path.startsWith(prefix) && path.length > prefix.length) path = `${prefix}${redacted}`;
  }
  if (query === undefined) return path;
  const parts = query.split('&').map((part) => {
    const separator = part.indexOf('=');
    const rawName = separator < 0 ? part : part.slice(0, separator);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replaceAll('+', ' '));
    } catch {
      // A malformed name is logged as sent; it names no secret parameter.
    }
    return secretParameters.has(name) && separator >= 0 ? `${rawName}=${redacted}` : part;
  });
  return `${path}?${parts.join('&')}`;
}

/**
 * The request logger: pino at the configured level, with the request's URL redacted (one-time tokens in reset and
 * terms links, authorization codes) so the log never holds a working link.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
