import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';
import { resetLinksPerHour } from '../../../../src/modules/identity/password/reset-tokens.ts';
import { outboxFor, resetLinkOf, waitForMails } from '../../../helpers/outbox.ts';
import { createTestUser } from '../../../helpers/users.ts';

let testApp: TestApp;
let clients = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: 'loopback' });
});

afterAll(async () => {
  await testApp.close();
});

/** Each test asks from its own address, so the per-address limit only shows where it is tested. */
function forgot(payload: Record<string, unknown>, remoteAddress = `127.2.0.${++clients}`) {
  return testApp.app.inject({ method: 'POST', url: '/pub/api/v1/password/forgot', payload, remoteAddress });
}

describe('POST /pub/api/v1/password/forgot', () => {
  it('answers an unknown and a known username identically, and mails only the known one', async () => {
    const user = await createTestUser(testApp.database.db, { locale: 'it' });
    const unknownAddress = `nobody-${Date.now()}@example.test`;
    const unknown = await forgot({ username: unknownAddress, language: 'de' });
    const known = await forgot({ username: user.username, language: 'de' });

    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({
      message: expect.stringContaining('Falls für diese E-Mail-Adresse ein Konto besteht'),
    });

    const [mail, ...more] = await waitForMails(testApp.app, user.username);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Passwort für das Kundenportal zurücksetzen');
    expect(mail?.text).toContain('https://portal.example.com/idp/reset-password?token=');
    expect(mail?.text).toContain('&lang=de');
    expect(mail?.html).toContain('<html lang="de">');
    expect(await outboxFor(testApp.app, unknownAddress)).toEqual([]);
  });

  it('writes the mail in the user’s language when the request names none', async () => {
    const user = await createTestUser(testApp.database.db, { locale: 'it' });
    const response = await forgot({ username: `  ${user.username.toUpperCase()} ` });
    expect(response.json()).toEqual({ message: expect.stringContaining('If an account exists') });
    const [mail] = await waitForMails(testApp.app, user.username);
    expect(mail?.subject).toBe('Reimposta la password del Portale clienti');
    expect(resetLinkOf(mail)).toMatch(/&lang=it$/);
  });

  it('answers bad input with 400 naming the field', async () => {
    const missing = await forgot({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Bad Request', details: [{ field: 'username' }] });

    const language = await forgot({ username: 'a@example.test', language: 'pt' });
    expect(language.statusCode).toBe(400);
    expect(language.json()).toMatchObject({ details: [{ field: 'language' }] });
  });

  it('limits requests per client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await forgot({ username: `nobody-${attempt}@example.test` }, '127.2.1.1')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });

  it('sends one account only a few links an hour, however many addresses ask, with the same answer', async () => {
    const user = await createTestUser(testApp.database.db);
    const answers = new Set<string>();
    for (let request = 0; request < resetLinksPerHour + 3; request++) {
      const response = await forgot({ username: user.username, language: 'en' });
      expect(response.statusCode).toBe(202);
      answers.add(response.body);
    }
    expect(answers.size).toBe(1);
    await waitForMails(testApp.app, user.username, resetLinksPerHour);
    // The requests beyond the limit finish their (silent) work after the answer: give them time to show up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mails = await outboxFor(testApp.app, user.username);
    expect(mails).toHaveLength(resetLinksPerHour);
    // Every link sent stays usable.
    for (const mail of mails) {
      expect((await testApp.app.inject({ method: 'GET', url: resetLinkOf(mail) })).statusCode).toBe(200);
    }
  });
});
