import { passwordErrorCodes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';
import { accountPayloads } from '../../../../src/modules/identity/provider/payloads-store.ts';
import { bearer, Browser, refresh } from '../../../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../../../helpers/users.ts';

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

/** A change request with the right current password, as the portal's form sends it. */
function body(user: TestUser, password: string) {
  return { profile: { password }, currentPassword: user.password };
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
    const { user, token } = await signedIn();
    const before = await lastUpdated(token);
    expect(before.statusCode).toBe(200);
    const previous = before.json<{ lastUpdated: string }>().lastUpdated;
    expect(new Date(previous).toISOString()).toBe(previous);

    const response = await change(token, body(user, 'Amber-Lantern-Fox-5'));
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
    const response = await change(token, body(user, password(user)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.any(String), errorCode });
  });

  it('refuses each of the last passwords, not only the current one', async () => {
    const { user, token } = await signedIn();
    expect((await change(token, body(user, 'Amber-Lantern-Fox-5'))).statusCode).toBe(200);
    const second = { profile: { password: 'Velvet-Compass-93' }, currentPassword: 'Amber-Lantern-Fox-5' };
    expect((await change(token, second)).statusCode).toBe(200);
    const third = { profile: { password: 'Amber-Lantern-Fox-5' }, currentPassword: 'Velvet-Compass-93' };
    const response = await change(token, third);
    expect(response.json()).toMatchObject({ errorCode: passwordErrorCodes.usedRecently });
  });

  it('needs the password management scope to change it', async () => {
    const user = await createTestUser(testApp.database.db);
    const tokens = await new Browser(testApp.app).signIn(user.username, user.password, {
      scope: 'openid profile email',
    });
    const token = tokens.access_token;
    expect((await lastUpdated(token)).statusCode).toBe(200);
    const response = await change(token, body(user, 'Amber-Lantern-Fox-5'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Forbidden' });
  });

  it('needs a token', async () => {
    const response = await change(undefined, { profile: { password: 'Amber-Lantern-Fox-5' }, currentPassword: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Unauthorized' });
  });

  it('answers a malformed body with 400 naming the field', async () => {
    const { token } = await signedIn();
    const response = await change(token, { profile: {}, currentPassword: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', details: [{ field: 'profile.password' }] });
  });

  it('needs the current password, and refuses a wrong one without changing anything', async () => {
    const { user, token } = await signedIn();
    const before = (await lastUpdated(token)).json<{ lastUpdated: string }>();

    const missing = await change(token, { profile: { password: 'Amber-Lantern-Fox-5' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Bad Request', details: [{ field: 'currentPassword' }] });

    const wrong = await change(token, { profile: { password: 'Amber-Lantern-Fox-5' }, currentPassword: 'Not-It-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'Bad Request',
      errorCode: passwordErrorCodes.generic,
      details: [{ field: 'currentPassword' }],
    });
    expect((await lastUpdated(token)).json()).toEqual(before);
    // The old password still signs in, the one asked for does not.
    await expect(new Browser(testApp.app).signIn(user.username, user.password)).resolves.toBeDefined();
  });

  it('counts wrong current passwords like wrong sign-ins, so a token cannot guess it', async () => {
    const { user, token } = await signedIn();
    const guesses = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      guesses.push(
        (await change(token, { profile: { password: 'Amber-Lantern-Fox-5' }, currentPassword: `Guess-${attempt}-x` }))
          .statusCode,
      );
    }
    expect(guesses).toContain(429);
    // Even the right one is held back for now.
    const right = await change(token, body(user, 'Amber-Lantern-Fox-5'));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error: 'Too Many Requests', message: expect.any(String) });
  });

  it('signs out every other session of the user and keeps the one that changed it', async () => {
    const user = await createTestUser(testApp.database.db);
    const here = await new Browser(testApp.app).signIn(user.username, user.password);
    const elsewhere = await new Browser(testApp.app).signIn(user.username, user.password);
    const db = testApp.database.db;
    expect(await accountPayloads(db, 'Session', user.id)).toHaveLength(2);
    expect(await accountPayloads(db, 'Grant', user.id)).toHaveLength(2);

    expect((await change(here.access_token, body(user, 'Amber-Lantern-Fox-5'))).statusCode).toBe(200);

    // The other browser's tokens stop working at once, its refresh token included.
    expect((await lastUpdated(elsewhere.access_token)).statusCode).toBe(401);
    expect((await refresh(testApp.app, elsewhere.refresh_token)).statusCode).toBe(400);
    // This one goes on.
    expect((await lastUpdated(here.access_token)).statusCode).toBe(200);
    expect((await refresh(testApp.app, here.refresh_token)).statusCode).toBe(200);
    expect(await accountPayloads(db, 'Session', user.id)).toHaveLength(1);
    expect(await accountPayloads(db, 'Grant', user.id)).toHaveLength(1);
  });
});
