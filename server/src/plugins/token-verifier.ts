import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';

/** Who a valid access token speaks for. */
export interface Identity {
  subject: string;
  username: string;
  email: string | null;
  scopes: string[];
  /**
   * The sign-in the token belongs to (the embedded provider's grant `gid`, else an issuer's session `sid`): what
   * ends with sign-out, so state bound to it (an on-behalf session) ends too. Null when the issuer names neither.
   */
  signInId: string | null;
}

/** The token is not acceptable: the client gets 401. */
export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** Asymmetric algorithms only: `none` and shared-secret (HS*) tokens are refused whatever their header says. */
const algorithms = ['RS256', 'PS256', 'ES256'];

interface VerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  /** Extra check of a verified token (the embedded provider's grant lookup), on every call; false refuses it. */
  isCurrent?: (payload: JWTPayload) => Promise<boolean>;
  /**
   * How long a token whose signature and claims were verified is remembered (by its exact text), so that its next
   * calls skip the signature check; its expiry and `isCurrent` are still checked on every call. 0: never.
   */
  rememberMs?: number;
}

/** Tokens remembered at most: a bounded memory, least recently used go first. */
const rememberedTokens = 10_000;

function stringClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `scope` (RFC 9068, space-separated) or `scp` (Okta: array, Entra ID: space-separated). */
function scopesOf(payload: JWTPayload): string[] {
  const value = payload['scope'] ?? payload['scp'];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? value.split(' ').filter(Boolean) : [];
}

export type AccessTokenVerifier = (token: string) => Promise<Identity>;

/**
 * Verifies a JWT access token (RFC 9068): signature by the issuer's keys, issuer, audience, `typ` at+jwt
 * (jose compares it case-insensitively, with or without `application/`), expiry and subject.
 */
export function createVerifier({
  issuer,
  audience,
  keys,
  isCurrent,
  rememberMs = 0,
}: VerifierOptions): AccessTokenVerifier {
  const remembered =
    rememberMs > 0
      ? new LRUCache<string, { payload: JWTPayload; identity: Identity }>({ max: rememberedTokens, ttl: rememberMs })
      : undefined;

  const verifySignatureAndClaims = async (token: string): Promise<{ payload: JWTPayload; identity: Identity }> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms,
        typ: 'at+jwt',
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      // Failing to fetch the issuer's keys is our problem, not the token's: let it surface as a server error.
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new InvalidTokenError(error.message, { cause: error });
      }
      throw error;
    }
    const subject = payload.sub ?? '';
    const email = stringClaim(payload, 'email') ?? null;
    // Remembered ones are shared by the requests of one token: nobody may change them.
    const identity: Identity = Object.freeze({
      subject,
      username: stringClaim(payload, 'preferred_username') ?? email ?? subject,
      email,
      scopes: Object.freeze(scopesOf(payload)) as string[],
      signInId: stringClaim(payload, 'gid') ?? stringClaim(payload, 'sid') ?? null,
    });
    return { payload: Object.freeze(payload), identity };
  };

  return async (token) => {
    let verified = remembered?.get(token);
    // jose refuses a token at its exp second; so does a remembered one.
    if (verified && (verified.payload.exp ?? 0) <= Math.floor(Date.now() / 1000)) {
      remembered?.delete(token);
      throw new InvalidTokenError('"exp" claim timestamp check failed');
    }
    if (!verified) {
      verified = await verifySignatureAndClaims(token);
      remembered?.set(token, verified);
    }
    if (isCurrent && !(await isCurrent(verified.payload))) {
      throw new InvalidTokenError('the sign-in of this token has ended');
    }
    return verified.identity;
  };
}

export function localKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}

/**
 * The keys of an external issuer, found through its discovery document on first use; jose caches them and
 * refetches when a token names an unknown key (rotation). A failed discovery is retried on the next request.
 */
export function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
    const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (document.issuer !== issuer) throw new Error(`discovery of ${issuer} names another issuer`);
    if (typeof document.jwks_uri !== 'string') throw new Error(`discovery of ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(document.jwks_uri));
  };
  return async (header, token) => {
    keySet ??= discover().catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return (await keySet)(header, token);
  };
}
