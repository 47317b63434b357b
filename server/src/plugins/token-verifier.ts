import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';

/** Who a valid access token speaks for. */
export interface Identity {
  /** The token's `sub`: the issuer's name for the user. */
  subject: string;
  /**
   * The portal user the token speaks for: the subject itself with the embedded provider, the linked user with an
   * external issuer; null when the issuer's user has no portal account.
   */
  userId: string | null;
  username: string;
  email: string | null;
  scopes: string[];
  /**
   * The sign-in the token belongs to: what ends with sign-out, so state bound to it (an on-behalf session) ends
   * too. The embedded provider's grant `gid`, else the issuer's session `sid`, else issuer, subject and `auth_time`
   * (the same for every token of one sign-in, refreshed ones included). Null when the token says none of these.
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
  /**
   * Require the RFC 9068 header `typ: at+jwt` (default). Off for providers whose access tokens say `JWT` or
   * nothing (Okta, Entra ID, Keycloak): `aud` must still be the API, which an ID token (aud: the client) is not.
   */
  requireAtJwt?: boolean;
  /** Extra check of a verified token (the embedded provider's grant lookup), on every call; false refuses it. */
  isCurrent?: (payload: JWTPayload) => Promise<boolean>;
  /** The portal user of a verified token, on every call (an external issuer's link); default: its subject. */
  userIdOf?: (payload: JWTPayload, token: string) => Promise<string | null>;
  /**
   * How long a token whose signature and claims were verified is remembered (by its exact text), so that its next
   * calls skip the signature check; its expiry and `isCurrent` are still checked on every call. 0: never.
   */
  rememberMs?: number;
}

/** The sign-in a token belongs to (see `Identity.signInId`). */
function signInIdOf(payload: JWTPayload): string | null {
  const named = stringClaim(payload, 'gid') ?? stringClaim(payload, 'sid');
  if (named) return named;
  const authTime = payload['auth_time'];
  // Some providers write 0 where they do not know (Glewlwyd's ID tokens): no sign-in time is no binding.
  return typeof authTime === 'number' && authTime > 0 ? `${payload.iss ?? ''} ${payload.sub ?? ''} ${authTime}` : null;
}

/** Header types an access token may carry when `at+jwt` is not required (absent counts as `jwt`). */
const accessTokenTypes = new Set(['jwt', 'at+jwt', 'application/at+jwt']);

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
  userIdOf,
  requireAtJwt = true,
  rememberMs = 0,
}: VerifierOptions): AccessTokenVerifier {
  type Verified = { payload: JWTPayload; identity: Omit<Identity, 'userId'> };
  const remembered =
    rememberMs > 0 ? new LRUCache<string, Verified>({ max: rememberedTokens, ttl: rememberMs }) : undefined;

  const verifySignatureAndClaims = async (token: string): Promise<Verified> => {
    let payload: JWTPayload;
    try {
      let protectedHeader: { typ?: string };
      ({ payload, protectedHeader } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms,
        ...(requireAtJwt ? { typ: 'at+jwt' } : {}),
        requiredClaims: ['exp', 'sub'],
      }));
      // Without the strict type, still no token that says it is something else (an ID token typed as such, a
      // logout token).
      if (!requireAtJwt && !accessTokenTypes.has((protectedHeader.typ ?? 'jwt').toLowerCase())) {
        throw new errors.JWTClaimValidationFailed('unexpected "typ" JWT header value', payload, 'typ', 'check_failed');
      }
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
    const identity = Object.freeze({
      subject,
      username: stringClaim(payload, 'preferred_username') ?? email ?? subject,
      email,
      scopes: Object.freeze(scopesOf(payload)) as string[],
      signInId: signInIdOf(payload),
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
    const userId = userIdOf ? await userIdOf(verified.payload, token) : verified.identity.subject;
    return { ...verified.identity, userId };
  };
}

export function localKeys(jwks: JSONWebKeySet): JWTVerifyGetKey {
  return createLocalJWKSet(jwks);
}
