import type { ApiError } from '@portal/contracts';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { NoticedCache } from '../lib/noticed-cache.ts';
import {
  createVerifier,
  InvalidTokenError,
  localKeys,
  type AccessTokenVerifier,
  type Identity,
} from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for requests under a protected prefix once their bearer token is verified. */
    identity: Identity | null;
  }
  interface FastifyInstance {
    /** Checks an access token as protected routes do; throws `InvalidTokenError` for one to refuse. */
    verifyAccessToken: AccessTokenVerifier;
  }
}

/**
 * How long a grant found standing answers for its tokens without asking the database again. Sign-out and
 * revocation do not wait for it: the database's notice evicts the grant on every instance (see NoticedCache).
 */
export const grantCacheTtlMs = 5000;

/**
 * How long a token whose signature and claims checked out is remembered by its exact text, so its next calls skip
 * the signature check (its expiry and, with the embedded provider, its grant are checked on every call).
 */
export const verifiedTokenMemoryMs = 30_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route declared `access: 'public'` under a protected prefix (spec 7's `/api/v1/user/password/change`). */
    publicEndpoint?: boolean;
  }
}

/**
 * Every route under these needs a valid access token, but a declared public endpoint; `/pub/` and everything
 * else stays open.
 */
const protectedPrefixes = ['/priv/', '/api/', '/idp/myaccount/'] as const;

function isProtected(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.publicEndpoint) return false;
  return protectedPrefixes.some((prefix) => request.url.startsWith(prefix));
}

function refuse(reply: FastifyReply, challenge: string, message: string): FastifyReply {
  const body: ApiError = { error: 'Unauthorized', message };
  return reply.code(401).header('www-authenticate', challenge).send(body);
}

function escapeQuoted(value: string): string {
  return value.replace(/["\\]/g, "'");
}

/** The token of an `Authorization: Bearer <token>` header, if the request has one. */
function bearerTokenOf(request: FastifyRequest): string | undefined {
  return /^Bearer +([A-Za-z0-9._~+/=-]+) *$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Who the bearer token of a request on an open route (`/pub/`) speaks for, if it has a valid one. Never refuses:
 * no token, an invalid or expired one, or one that cannot be checked right now all give null.
 */
export async function optionalIdentityOf(request: FastifyRequest): Promise<Identity | null> {
  if (request.identity) return request.identity;
  const token = bearerTokenOf(request);
  if (!token) return null;
  try {
    return await request.server.verifyAccessToken(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) {
      request.log.debug({ reason: error.message }, 'optional access token ignored');
    } else {
      request.log.warn({ err: error }, 'optional access token could not be checked');
    }
    return null;
  }
}

/** The verified identity of a protected route's request. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) {
    throw Object.assign(new Error('A bearer access token is required.'), { statusCode: 401 });
  }
  return request.identity;
}

/** preHandler for routes that need a scope on top of a valid token: 403 without it. */
export function requireScope(scope: string): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!identityOf(request).scopes.includes(scope)) {
      throw Object.assign(new Error(`The access token lacks the scope ${scope}.`), { statusCode: 403 });
    }
  };
}

/**
 * Verifies the bearer access token of every protected request: with the embedded provider against its own keys
 * and live grants (so sign-out and revocation take effect at once, through the cache notices on every instance),
 * with an external issuer against its JWKS, and the portal user it speaks for through the issuer's account links.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const grants = new NoticedCache<number>(app.cacheNotices, {
      max: 10_000,
      ttlMs: grantCacheTtlMs,
      keyOf: (notice) => (notice.kind === 'grant' ? notice.id : undefined),
      // The cached value is the grant's own expiry.
      isFresh: (expiresAt) => expiresAt > Date.now(),
    });
    const isGrantStanding = async (grantId: unknown): Promise<boolean> => {
      if (typeof grantId !== 'string' || grantId === '') return false;
      return (await grants.get(grantId, () => app.idp.grantExpiry(grantId))) !== undefined;
    };
    const external = app.externalIssuer;
    const verify: AccessTokenVerifier = external
      ? createVerifier({
          issuer: external.issuer,
          audience: config.OIDC_AUDIENCE,
          keys: external.keys,
          userIdOf: external.userIdOf,
          requireAtJwt: config.OIDC_REQUIRE_AT_JWT,
          rememberMs: verifiedTokenMemoryMs,
        })
      : createVerifier({
          issuer: app.idp.issuer,
          audience: config.OIDC_AUDIENCE,
          keys: localKeys(app.idp.jwks),
          isCurrent: (payload) => isGrantStanding(payload['gid']),
          rememberMs: verifiedTokenMemoryMs,
        });

    app.decorate('verifyAccessToken', verify);
    app.decorateRequest('identity', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!isProtected(request)) return;
      const token = bearerTokenOf(request);
      // RFC 6750: a request without credentials gets the bare challenge, a bad token the invalid_token one.
      if (!token) return refuse(reply, 'Bearer', 'A bearer access token is required.');
      try {
        request.identity = await verify(token);
      } catch (error) {
        if (!(error instanceof InvalidTokenError)) {
          request.log.error({ err: error }, 'access token could not be checked');
          const body: ApiError = {
            error: 'Service Unavailable',
            message: 'Sign-in cannot be checked right now. Please try again shortly.',
          };
          return reply.code(503).send(body);
        }
        request.log.info({ reason: error.message }, 'access token refused');
        return refuse(
          reply,
          `Bearer error="invalid_token", error_description="${escapeQuoted(error.message)}"`,
          'The access token is invalid or has expired.',
        );
      }
    });
  },
  { name: 'authenticate' },
);
