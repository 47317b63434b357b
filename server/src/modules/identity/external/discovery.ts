import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

/** What the portal reads of an issuer's discovery document (OpenID Connect Discovery 1.0). */
export interface IssuerMetadata {
  issuer: string;
  jwksUri: string;
  userinfoEndpoint: string | undefined;
}

export type Reachability = 'unknown' | 'up' | 'down';

export interface IssuerDiscovery {
  issuer: string;
  /** The discovery document, fetched on first use and kept; a failure is retried by the next call. */
  metadata(): Promise<IssuerMetadata>;
  /** The issuer's signing keys (jose caches them and refetches for an unknown key id: rotation). */
  keys: JWTVerifyGetKey;
  /**
   * Whether the last attempt to read the discovery document succeeded; `unknown` before the first one. Asking
   * while it is down starts another attempt.
   */
  reachability(): Reachability;
}

const timeoutMs = 5000;

async function fetchMetadata(issuer: string): Promise<IssuerMetadata> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown; userinfo_endpoint?: unknown };
  // OpenID Connect Discovery 4.3: the document must name exactly the issuer it was fetched for.
  if (document.issuer !== issuer) throw new Error(`discovery of ${issuer} names another issuer`);
  if (typeof document.jwks_uri !== 'string') throw new Error(`discovery of ${issuer} has no jwks_uri`);
  return {
    issuer,
    jwksUri: document.jwks_uri,
    userinfoEndpoint: typeof document.userinfo_endpoint === 'string' ? document.userinfo_endpoint : undefined,
  };
}

export function discoverIssuer(issuer: string): IssuerDiscovery {
  let metadata: Promise<IssuerMetadata> | undefined;
  let keySet: JWTVerifyGetKey | undefined;
  let state: Reachability = 'unknown';

  const read = (): Promise<IssuerMetadata> => {
    metadata ??= fetchMetadata(issuer).then(
      (found) => {
        state = 'up';
        return found;
      },
      (error: unknown) => {
        state = 'down';
        metadata = undefined;
        throw error;
      },
    );
    return metadata;
  };

  return {
    issuer,
    metadata: read,
    keys: async (header, token) => {
      keySet ??= createRemoteJWKSet(new URL((await read()).jwksUri), { timeoutDuration: timeoutMs });
      return keySet(header, token);
    },
    reachability: () => {
      // Asked while down (by /ready, say): try again in the background, so a provider that came up is noticed.
      if (state === 'down') read().catch(() => undefined);
      return state;
    },
  };
}
