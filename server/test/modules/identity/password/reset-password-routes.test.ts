import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../../../src/db/schema/index.ts';
import { verifyPassword } from '../../../../src/modules/identity/users/password-hash.ts';
import { signIn } from '../../../../src/modules/identity/users/sign-in.ts';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';
import { accountPayloads } from '../../../../src/modules/identity/provider/payloads-store.ts';
import { bearer, Browser, form, refresh } from '../../../helpers/oidc-flow.ts';
import { resetLinkOf, waitForMails } from '../../../helpers/outbox.ts';
import { createTestUser, type TestUser } from '../../../helpers/users.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function requestLink(user: TestUser, language = 'en', expectedMails = 1): Promise<string> {
  await testApp.app.inject({
    method: 'POST',
    url: '/pub/api/v1/password/forgot',
    payload: { username: user.username, language },
  });
  const mails = await waitForMails(testApp.app, user.username, expectedMails);
  return resetLinkOf(mails[0]);
}

function tokenOf(link: string): string {
  return new URL(link, 'http://localhost').searchParams.get('token') ?? '';
}

function submit(link: string, password: string, confirmation = password) {
  const lang = new URL(link, 'http://localhost').searchParams.get('lang') ?? 'en';
  return testApp.app.inject({
    method: 'POST',
    url: '/idp/reset-password',
    ...form({ token: tokenOf(link), lang, password, confirmation }),
  });
}

function alertOf(body: string): string {
  return /role="alert">([^<]*)</.exec(body)?.[1] ?? '';
}

describe('password reset page', () => {
  it('ends every session, grant and refresh token of the user', async () => {
    const user = await createTestUser(testApp.database.db);
    const first = await new Browser(testApp.app).signIn(user.username, user.password);
    const second = await new Browser(testApp.app).signIn(user.username, user.password);
    const db = testApp.database.db;
    expect(await accountPayloads(db, 'Session', user.id)).toHaveLength(2);

    const link = await requestLink(user);
    expect((await submit(link, 'Amber-Lantern-Fox-5')).statusCode).toBe(200);

    for (const tokens of [first, second]) {
      const call = await testApp.app.inject({ url: '/idp/myaccount/password', headers: bearer(tokens.access_token) });
      expect(call.statusCode).toBe(401);
      expect((await refresh(testApp.app, tokens.refresh_token)).statusCode).toBe(400);
    }
    expect(await accountPayloads(db, 'Session', user.id)).toHaveLength(0);
    expect(await accountPayloads(db, 'Grant', user.id)).toHaveLength(0);
  });

  it('shows the form for a fresh link, in the link’s language', async () => {
    const user = await createTestUser(testApp.database.db);
    const link = await requestLink(user, 'fr');
    const page = await testApp.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Choisissez un nouveau mot de passe');
    expect(page.body).toContain('autocomplete="new-password"');
    expect(page.body).not.toContain('<script');
  });

  it('sets the new password once, then refuses the used link', async () => {
    const user = await createTestUser(testApp.database.db);
    await testApp.database.db
      .update(users)
      .set({ failedAttempts: 5, lockedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(users.id, user.id));
    const link = await requestLink(user);

    const done = await submit(link, 'Amber-Lantern-Fox-5');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');
    expect(done.body).toContain('href="/login"');

    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword('Amber-Lantern-Fox-5', row?.passwordHash ?? '')).toBe(true);
    expect(row?.lockedUntil).toBeNull();
    expect(await signIn(testApp.database.db, user.username, 'Amber-Lantern-Fox-5', '192.0.2.1')).toMatchObject({
      outcome: 'signed-in',
    });

    const again = await testApp.app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link is invalid, has expired or has already been used.');
    expect(again.body).toContain('href="/forgot-password?lang=en"');
    expect((await submit(link, 'Another-Lantern-Fox-6')).body).toContain('has already been used');
  });

  it('refuses an expired link', async () => {
    const user = await createTestUser(testApp.database.db);
    const link = await requestLink(user, 'de');
    await testApp.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const page = await testApp.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.');
  });

  it('refuses an unknown token and a missing one', async () => {
    for (const url of ['/idp/reset-password?token=made-up&lang=it', '/idp/reset-password?lang=it']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('Questo link non è valido');
    }
  });

  it('keeps an older link usable when a newer one is requested, and ends every link once one is used', async () => {
    const user = await createTestUser(testApp.database.db);
    const older = await requestLink(user);
    const newerMails = await (async () => {
      await testApp.app.inject({
        method: 'POST',
        url: '/pub/api/v1/password/forgot',
        payload: { username: user.username, language: 'en' },
      });
      return waitForMails(testApp.app, user.username, 2);
    })();
    const links = newerMails.map(resetLinkOf);
    const newer = links.find((link) => link !== older) ?? '';
    expect(newer).not.toBe('');
    expect((await testApp.app.inject({ method: 'GET', url: older })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: newer })).statusCode).toBe(200);

    expect((await submit(older, 'Amber-Lantern-Fox-5')).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: newer })).statusCode).toBe(400);
    expect((await submit(newer, 'Another-Lantern-Fox-6')).body).toContain('has already been used');
  });

  it('enforces the password policy with a message for each rule, and keeps the link usable', async () => {
    const user = await createTestUser(testApp.database.db);
    const link = await requestLink(user, 'en');
    const cases: [string, string, string][] = [
      ['Amber-Lantern-Fox-5', 'Amber-Lantern-Fox-6', 'The two passwords do not match.'],
      ['Short-1', 'Short-1', 'The password must have at least 10 characters.'],
      [`${user.username}-9`, `${user.username}-9`, 'The password must not contain your e-mail address or user name.'],
      ['password1234', 'password1234', 'This password is too common. Choose one that is harder to guess.'],
      ['aaaaaaaaaaaa', 'aaaaaaaaaaaa', 'This password is too easy to guess.'],
      [user.password, user.password, 'You have used this password recently. Choose a different one.'],
    ];
    for (const [password, confirmation, message] of cases) {
      const response = await submit(link, password, confirmation);
      expect(response.statusCode).toBe(400);
      expect(alertOf(response.body)).toContain(message);
      expect(response.body).toContain('aria-invalid="true"');
    }
    expect((await submit(link, 'Amber-Lantern-Fox-5')).statusCode).toBe(200);
  });

  it('answers malformed input with 400 JSON naming the field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/idp/reset-password',
      ...form({ password: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', details: [{ field: 'token' }] });
  });
});
