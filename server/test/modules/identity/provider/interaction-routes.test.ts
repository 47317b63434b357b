import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';
import { Browser, pkcePair } from '../../../helpers/oidc-flow.ts';
import { createTestUser } from '../../../helpers/users.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

async function signInPage(browser = new Browser(testApp.app), params: Record<string, string> = {}) {
  const interaction = await browser.startSignIn({
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...params,
  });
  return { browser, interaction };
}

/** The text of the page's alert region. */
function alertOf(body: string): string {
  return /role="alert">([^<]*)</.exec(body)?.[1] ?? '';
}

describe('sign-in form', () => {
  it('gives one neutral answer for an unknown user and for a wrong password', async () => {
    const user = await createTestUser(testApp.database.db);
    const { browser, interaction } = await signInPage();
    const unknown = await browser.submitCredentials(interaction, 'nobody-here@example.test', 'Whatever-Pass-1');
    const wrong = await browser.submitCredentials(interaction, user.username, 'Whatever-Pass-1');

    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(alertOf(unknown.body)).toBe('The e-mail address or password is incorrect.');
    expect(alertOf(wrong.body)).toBe(alertOf(unknown.body));
    // Apart from the username echoed back into the form, the two pages are identical.
    expect(wrong.body.replace(user.username, 'X')).toBe(unknown.body.replace('nobody-here@example.test', 'X'));
  });

  it('signs in with the username in any case', async () => {
    const user = await createTestUser(testApp.database.db);
    const { browser, interaction } = await signInPage();
    const response = await browser.submitCredentials(interaction, user.username.toUpperCase(), user.password);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/\/oidc\/auth\//);
  });

  it('makes an address wait after a few failures, the same for unknown usernames, and only that address', async () => {
    const user = await createTestUser(testApp.database.db);
    const { browser, interaction } = await signInPage(undefined, { ui_locales: 'de' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await browser.submitCredentials(interaction, user.username, `Wrong-Password-${attempt}`);
      expect(alertOf(response.body)).toBe('E-Mail-Adresse oder Passwort ist falsch.');
    }
    const throttled = await browser.submitCredentials(interaction, user.username, user.password);
    expect(throttled.statusCode).toBe(429);
    expect(alertOf(throttled.body)).toContain('Zu viele fehlgeschlagene Anmeldeversuche');
    expect(throttled.body).not.toContain('gesperrt');

    // An unknown username from another address gets the very same pages.
    const other = await signInPage(undefined, { ui_locales: 'de' });
    const unknown = 'nobody-throttled@example.test';
    for (let attempt = 1; attempt <= 4; attempt++) {
      await other.browser.submitCredentials(other.interaction, unknown, `Wrong-Password-${attempt}`);
    }
    const unknownThrottled = await other.browser.submitCredentials(other.interaction, unknown, 'Whatever-123');
    expect(unknownThrottled.statusCode).toBe(429);
    expect(unknownThrottled.body.replaceAll(unknown, 'X').replaceAll(other.interaction, 'I')).toBe(
      throttled.body.replaceAll(user.username, 'X').replaceAll(interaction, 'I'),
    );

    // The account's owner, elsewhere, signs in as usual.
    const owner = await signInPage();
    const response = await owner.browser.submitCredentials(owner.interaction, user.username, user.password);
    expect(response.statusCode).toBe(303);
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await createTestUser(testApp.database.db);
    const { browser, interaction } = await signInPage();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await browser.submitCredentials(interaction, user.username, `Wrong-Password-${attempt}`);
    }
    expect((await browser.submitCredentials(interaction, user.username, user.password)).statusCode).toBe(303);

    const second = await signInPage(browser, { prompt: 'login' });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await second.browser.submitCredentials(second.interaction, user.username, `Wrong-Password-${attempt}`);
    }
    const response = await second.browser.submitCredentials(second.interaction, user.username, user.password);
    expect(response.statusCode).toBe(303);
  });

  it('asks for both fields when one is empty', async () => {
    const { browser, interaction } = await signInPage(undefined, { ui_locales: 'fr' });
    const response = await browser.submitCredentials(interaction, 'someone@example.test', '');
    expect(response.statusCode).toBe(400);
    expect(alertOf(response.body)).toBe('Saisissez votre adresse e-mail et votre mot de passe.');
    expect(response.body).toContain('value="someone@example.test"');
    expect(response.body).toContain('aria-invalid="true"');
  });

  it('escapes what it echoes back', async () => {
    const { browser, interaction } = await signInPage();
    const response = await browser.submitCredentials(interaction, '"><script>alert(1)</script>', 'x');
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('answers malformed input with 400 JSON naming the field', async () => {
    const { browser, interaction } = await signInPage();
    const response = await browser.request('POST', `${interaction}/login`, {
      username: 'x'.repeat(300),
      password: 'y',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', details: [{ field: 'username' }] });
  });

  it('limits sign-in attempts per client address', async () => {
    const { browser, interaction } = await signInPage();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await browser.submitCredentials(interaction, '', '')).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
