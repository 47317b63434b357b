import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from '../../../db/client.ts';
import { insertSettingUnlessSet, readSetting } from '../../../db/settings.ts';

export interface ProviderKeys {
  /** Private signing keys (JWK) of the provider; the first signs. */
  signing: JWK[];
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookies: string[];
}

const settingKey = 'oidc_keys';

async function createKeys(): Promise<ProviderKeys> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return {
    signing: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }],
    cookies: [randomBytes(32).toString('base64url')],
  };
}

/**
 * The keys of the embedded provider, created on first start and kept in the database: tokens, sessions and
 * cookies stay valid across restarts and across instances sharing the database.
 */
export async function loadProviderKeys(db: Database): Promise<ProviderKeys> {
  const stored = await readSetting(db, settingKey);
  if (stored !== undefined) return stored as ProviderKeys;
  // Two instances starting together both try; the first insert wins and both read it back.
  await insertSettingUnlessSet(db, settingKey, await createKeys());
  const saved = await readSetting(db, settingKey);
  if (saved === undefined) throw new Error('could not store the identity provider keys');
  return saved as ProviderKeys;
}

/** The public half of the signing keys, for verifying tokens without asking the provider. */
export function publicKeys(keys: ProviderKeys): { keys: JWK[] } {
  return {
    keys: keys.signing.map(({ kty, n, e, crv, x, y, kid, alg, use }) => ({ kty, n, e, crv, x, y, kid, alg, use })),
  };
}
