import type { ApiError } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const message = 'must not contain a NUL character';

/** `%00` in any spelling, or a raw NUL: what PostgreSQL text cannot store and no real input ever holds. */
const encodedNul = /%00|\0/i;

function refuse(reply: FastifyReply, field: string): FastifyReply {
  const body: ApiError = { error: 'Bad Request', message: `${field}: ${message}`, details: [{ field, message }] };
  return reply.code(400).send(body);
}

/** The query parameter (or the path) of a URL that holds a NUL, if one does. */
function nulInUrl(url: string): string | undefined {
  if (!encodedNul.test(url)) return undefined;
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  if (encodedNul.test(path)) return 'path';
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    if (name.includes('\0')) return 'query';
    if (value.includes('\0')) return name;
  }
  return 'query';
}

/** The dotted path of the first string (or key) holding a NUL in a parsed body. */
function nulInValue(value: unknown, path: string[], depth = 0): string | undefined {
  const here = () => path.join('.') || 'body';
  if (typeof value === 'string') return value.includes('\0') ? here() : undefined;
  if (Buffer.isBuffer(value)) {
    // A body handed on unparsed (the identity provider's): a NUL byte, or one encoded in a form or JSON.
    return value.includes(0) || /%00|\\u0000/i.test(value.toString('latin1')) ? here() : undefined;
  }
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\0')) return here();
    const found = nulInValue(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * One place that refuses NUL characters in URLs and bodies with a 400 naming the field, for every route and the
 * identity provider's mount, before any of them reaches the database (which cannot store them and would fail).
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const field = nulInUrl(request.raw.url ?? '');
      if (field) return refuse(reply, field);
    });
    app.addHook('preValidation', async (request, reply) => {
      const field = nulInValue(request.body, []);
      if (field) return refuse(reply, field);
    });
  },
  { name: 'reject-nul' },
);
