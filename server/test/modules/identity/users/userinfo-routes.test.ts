import { identityUserInfoSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';
import { bearer, Browser, clientId, form } from '../../../helpers/oidc-flow.ts';
import { createTestUser } from '../../../helpers/users.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function userInfo(headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url: '/idp/myaccount/userinfo', headers });
}

describe('GET /idp/myaccount/userinfo (spec 4 and 7, user info; ADR 027)', () => {
  it("answers the access token's user with the ID token's claims, and 401 once the sign-in is revoked", async () => {
    const user = await createTestUser(testApp.database.db, { givenName: 'Lena', familyName: 'Vogel', locale: 'de' });
    const tokens = await new Browser(testApp.app).signIn(user.username, user.password);
    const response = await userInfo(bearer(tokens.access_token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(identityUserInfoSchema.parse(response.json())).toEqual({
      sub: user.id,
      preferred_username: user.username,
      email: user.username,
      name: 'Lena Vogel',
      given_name: 'Lena',
      family_name: 'Vogel',
      locale: 'de',
    });

    // Revoking the refresh token ends the grant, and with it every access token of the sign-in.
    const revoked = await testApp.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      ...form({ token: tokens.refresh_token, token_type_hint: 'refresh_token', client_id: clientId }),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await userInfo(bearer(tokens.access_token))).statusCode).toBe(401);
  });

  it('refuses a call without a token or with a forged one (401)', async () => {
    expect((await userInfo()).statusCode).toBe(401);
    expect((await userInfo(bearer('forged.token.value'))).statusCode).toBe(401);
  });
});
