import type { FastifyBaseLogger } from 'fastify';
import type { JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/client.ts';
import { findUserByUsername } from '../users/store.ts';
import type { IssuerMetadata } from './discovery.ts';
import { linkedUserId, linkSubject } from './links-store.ts';

/** Finds the portal user a verified access token of the external issuer speaks for; null for none. */
export type AccountLinker = (payload: JWTPayload, token: string) => Promise<string | null>;

interface LinkerOptions {
  db: Database;
  /** OIDC_USER_CLAIM: the claim whose value is a portal username (an e-mail address). */
  claim: string;
  metadata: () => Promise<IssuerMetadata>;
  log: FastifyBaseLogger;
}

/**
 * Links found are remembered for a minute (a deleted user loses the link with the row, and the caller lookup
 * finds no account at once); a token that found none is asked again after a few seconds, so a user an
 * administrator has just created can sign in without waiting long.
 */
const linkedMs = 60_000;
const unlinkedMs = 5000;

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The issuer's userinfo for the token: where providers put the e-mail their access tokens leave out (Okta, Entra ID). */
async function userInfo(metadata: IssuerMetadata, token: string): Promise<Record<string, unknown>> {
  if (!metadata.userinfoEndpoint) return {};
  const response = await fetch(metadata.userinfoEndpoint, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`userinfo of ${metadata.issuer} answered ${response.status}`);
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/**
 * Users and rights stay the portal's (its users, privileges and sold-tos); the issuer only says who signed in.
 * The first sign-in of a subject links it to the user whose username equals the token's claim; later ones follow
 * the link (issuer + subject), whatever the claim says by then. An e-mail the issuer marks unverified links
 * nobody, and a user already linked to another subject is not linked again (ADR 038).
 */
export function createAccountLinker({ db, claim, metadata, log }: LinkerOptions): AccountLinker {
  const resolved = new LRUCache<string, { userId: string | null }>({ max: 10_000 });

  const link = async (payload: JWTPayload, token: string): Promise<string | null> => {
    const issuer = payload.iss ?? '';
    const subject = payload.sub ?? '';
    const linked = await linkedUserId(db, issuer, subject);
    if (linked) return linked;

    let claims: Record<string, unknown> = payload;
    if (stringOf(claims[claim]) === undefined) claims = await userInfo(await metadata(), token);
    const username = stringOf(claims[claim]);
    if (!username) {
      log.info(
        { issuer, subject, claim },
        'external sign-in names no portal user: the token and userinfo lack the claim',
      );
      return null;
    }
    if (claim === 'email' && claims['email_verified'] === false) {
      log.warn({ issuer, subject }, 'external sign-in not linked: the issuer has not verified the e-mail address');
      return null;
    }
    const user = await findUserByUsername(db, username);
    if (!user) {
      log.info({ issuer, subject }, 'external sign-in names no portal user');
      return null;
    }
    const linkedNow = await linkSubject(db, { issuer, subject, userId: user.id });
    if (linkedNow !== user.id) {
      log.warn(
        { issuer, subject, userId: user.id },
        'external sign-in not linked: the portal user is linked to another subject already',
      );
      return null;
    }
    log.info({ issuer, subject, userId: user.id }, 'external sign-in linked to a portal user');
    return user.id;
  };

  return async (payload, token) => {
    const key = `${payload.iss ?? ''}\n${payload.sub ?? ''}`;
    const known = resolved.get(key);
    if (known) return known.userId;
    const userId = await link(payload, token);
    resolved.set(key, { userId }, { ttl: userId ? linkedMs : unlinkedMs });
    return userId;
  };
}
