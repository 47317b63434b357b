import { apiPrefixes, paths, type ApiError } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentMountPath } from '../config.ts';
import { namesFile } from './static.ts';

/** Paths the server answers itself, so they never fall back to the SPA's index.html. */
const serverPrefixes = [...apiPrefixes, '/remotes/'].map((prefix) => prefix.replace(/\/$/, ''));

function isServerPath(pathname: string): boolean {
  return serverPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Whether a path is under the content media mount (CONTENT_RESOURCE_PATH), which lists nothing. */
function isMediaPath(request: FastifyRequest, pathname: string): boolean {
  const media = contentMountPath(request.server.config.CONTENT_RESOURCE_PATH);
  return pathname === media || pathname.startsWith(`${media}/`);
}

/**
 * Whether a client takes HTML: an Accept header naming text/html, any text or any type with a quality above 0.
 * A browser, curl and a link checker (which accept any type) get the page; a client asking for JSON (or other
 * types) alone, or saying nothing, gets the JSON 404.
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return false;
  return accept.split(',').some((entry) => {
    const [type = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (quality !== undefined && !(Number(quality.slice(2)) > 0)) return false;
    return type === 'text/html' || type === 'text/*' || type === '*/*';
  });
}

/** A navigation to a client-side route: a GET taking HTML for a path that is neither a file nor the API. */
function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (!acceptsHtml(request.headers.accept)) return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (isServerPath(pathname) || isMediaPath(request, pathname)) return false;
  return !namesFile(request.url) || isRouteWithDottedId(pathname);
}

/** Client routes whose last segment is an id that may contain a dot, like a video's `season-preview.aa2b7bf4`. */
const routesWithDottedIds = [paths.publicVideo('')];

function isRouteWithDottedId(pathname: string): boolean {
  return routesWithDottedIds.some(
    (prefix) => pathname.startsWith(prefix) && !pathname.slice(prefix.length).includes('/'),
  );
}

/** Unknown paths: the SPA shell for browser navigations (see static.ts), JSON 404 for everything else. */
export default fp(async (app) => {
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (isSpaNavigation(request)) return reply.sendSpaIndex();
    const body: ApiError = { error: 'Not Found', message: `Route ${request.method} ${request.url} not found` };
    return reply.code(404).send(body);
  });
});
