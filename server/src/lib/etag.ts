import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** A strong entity tag (quoted) for a body that is kept, so it is computed once, not per request. */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether the request's If-None-Match names the tag (weak comparison, as RFC 9110 asks for this header). */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
