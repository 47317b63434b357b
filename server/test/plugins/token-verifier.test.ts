import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifier, InvalidTokenError, type AccessTokenVerifier } from '../../src/plugins/token-verifier.ts';

const issuer = 'https://sso.example.com';
const audience = 'api://portal';

describe('access token types', () => {
  let sign: (typ: string | undefined, aud?: string) => Promise<string>;
  let strict: AccessTokenVerifier;
  let lenient: AccessTokenVerifier;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' }] });
    sign = (typ, aud = audience) =>
      new SignJWT({ email: 'anna@example.com' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1', ...(typ ? { typ } : {}) })
        .setIssuer(issuer)
        .setAudience(aud)
        .setSubject('sub-1')
        .setExpirationTime('5m')
        .sign(privateKey);
    strict = createVerifier({ issuer, audience, keys });
    lenient = createVerifier({ issuer, audience, keys, requireAtJwt: false });
  });

  it('takes only at+jwt by default (RFC 9068)', async () => {
    await expect(strict(await sign('at+jwt'))).resolves.toMatchObject({ subject: 'sub-1', userId: 'sub-1' });
    await expect(strict(await sign('JWT'))).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(strict(await sign(undefined))).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('takes JWT-typed and untyped access tokens when told to (Okta, Entra ID, Keycloak), nothing typed otherwise', async () => {
    for (const typ of ['at+jwt', 'JWT', undefined]) {
      await expect(lenient(await sign(typ))).resolves.toMatchObject({ subject: 'sub-1' });
    }
    await expect(lenient(await sign('logout+jwt'))).rejects.toBeInstanceOf(InvalidTokenError);
    // An ID token names the client as its audience, never the API.
    await expect(lenient(await sign('JWT', 'portal-spa'))).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
