import { passwordErrorCodes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function signedIn(scope?: string): Promise<{ user: TestUser; token: string }> {
  const user = await createTestUser(testApp.database.db);
  const tokens = await new Browser(testApp.app).signIn(user.username, user.password, scope ? { scope } : {});
  return { user, token: tokens.access_token };
}

function change(token: string | undefined, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/idp/myaccount/password',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

function lastUpdated(token: string) {
  return testApp.app.inject({ method: 'GET', url: '/idp/myaccount/password', headers: bearer(token) });
}

describe('/idp/myaccount/password', () => {
  it('tells when the password was last changed, and changes it', async () => {
    const { token } = await signedIn();
    const before = await lastUpdated(token);
    expect(before.statusCode).toBe(200);
    const previous = before.json<{ lastUpdated: string }>().lastUpdated;
    expect(new Date(previous).toISOString()).toBe(previous);

    const response = await change(token, { profile: { password: 'Amber-Lantern-Fox-5' } });
    expect(response.statusCode).toBe(200);
    const { lastUpdated: changed } = response.json<{ lastUpdated: string }>();
    expect(Date.parse(changed)).toBeGreaterThan(Date.parse(previous));
    expect((await lastUpdated(token)).json()).toEqual({ lastUpdated: changed });
  });

  it.each([
    ['the current password', (user: TestUser) => user.password, passwordErrorCodes.usedRecently],
    ['a commonly used password', () => 'password1234', passwordErrorCodes.commonlyUsed],
    ['a weak password', () => 'aaaaaaaaaaaa', passwordErrorCodes.requirementsNotMet],
    ['a weak word with a repeat', () => 'Portalxyzxyz', passwordErrorCodes.requirementsNotMet],
    ['a short password', () => 'Fox-5!', passwordErrorCodes.requirementsNotMet],
  ])('refuses %s with its error code', async (_case, password, errorCode) => {
    const { user, token } = await signedIn();
    const response = await change(token, { profile: { password: password(user) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.any(String), errorCode });
  });

  it('refuses each of the last passwords, not only the current one', async () => {
    const { token } = await signedIn();
    expect((await change(token, { profile: { password: 'Amber-Lantern-Fox-5' } })).statusCode).toBe(200);
    expect((await change(token, { profile: { password: 'Velvet-Compass-93' } })).statusCode).toBe(200);
    const response = await change(token, { profile: { password: 'Amber-Lantern-Fox-5' } });
    expect(response.json()).toMatchObject({ errorCode: passwordErrorCodes.usedRecently });
  });

  it('needs the password management scope to change it', async () => {
    const { token } = await signedIn('openid profile email');
    expect((await lastUpdated(token)).statusCode).toBe(200);
    const response = await change(token, { profile: { password: 'Amber-Lantern-Fox-5' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Forbidden' });
  });

  it('needs a token', async () => {
    const response = await change(undefined, { profile: { password: 'Amber-Lantern-Fox-5' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Unauthorized' });
  });

  it('answers a malformed body with 400 naming the field', async () => {
    const { token } = await signedIn();
    const response = await change(token, { profile: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', details: [{ field: 'profile.password' }] });
  });
});
