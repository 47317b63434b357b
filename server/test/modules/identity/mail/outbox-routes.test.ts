import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';

describe('development outbox', () => {
  let testApp: TestApp;
  const to = `outbox-${Date.now()}@example.test`;

  beforeAll(async () => {
    testApp = await buildTestApp();
    await testApp.app.ready();
    await testApp.app.mailer.send({
      to,
      subject: 'First <mail>',
      text: 'Open http://localhost:8080/idp/reset-password?token=abc&lang=en now',
      html: '<p>first</p>',
    });
    await testApp.app.mailer.send({ to, subject: 'Second mail', text: 'No link', html: '<p>second</p>' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lists the mail newest first as JSON', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(response.statusCode).toBe(200);
    const mails = response.json<{ mails: { to: string; subject: string }[] }>().mails.filter((mail) => mail.to === to);
    expect(mails.map((mail) => mail.subject)).toEqual(['Second mail', 'First <mail>']);
  });

  it('shows the mail as a page with clickable, escaped links', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('First &lt;mail&gt;');
    expect(response.body).toContain(
      '<a href="http://localhost:8080/idp/reset-password?token=abc&amp;lang=en">http://localhost:8080/idp/reset-password?token=abc&amp;lang=en</a>',
    );
    expect(response.body).not.toContain('<p>first</p>');
  });
});

describe.each([
  ['in production', { NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true' }],
  ['with an SMTP server', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
])('the outbox %s', (_case, env) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp(env);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is not served', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).not.toBe(200);
  });
});
