import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
} from '../../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';
import { bearer } from '../../../helpers/oidc-flow.ts';

describe('development outbox opened with DEV_OUTBOX_OPEN=true', () => {
  let testApp: TestApp;
  const to = `outbox-${Date.now()}@example.test`;

  beforeAll(async () => {
    testApp = await buildTestApp({ DEV_OUTBOX_OPEN: 'true' });
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

describe('development outbox by default (DEV_OUTBOX_OPEN unset)', () => {
  let testApp: TestApp;
  let tokens: Record<'staff' | 'buyer', string>;
  let customerId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { app, database } = testApp;
    customerId = await createTestCustomer(database.db);
    // A customer's administrator, who has no admin tool, and staff with it.
    const buyer = await createSignedInUser(app, database.db, [
      { customerId, role: 'CUSTOMER_ADMIN', enabled: ['COMPANY_INFO', 'ORDER_INQUIRY_NEW', 'FAQ'] },
    ]);
    const staff = await createSignedInStaff(app, database.db, ['ADMIN_TOOL']);
    tokens = { staff: staff.token, buyer: buyer.token };
  });

  afterAll(async () => {
    await removeTestCustomers(testApp.database.db, [customerId]);
    await testApp.close();
  });

  const readJson = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/dev/outbox.json', headers });

  it('refuses the JSON without a token (401), with a bad one (401) and to a user without the admin tool (403)', async () => {
    const anonymous = await readJson();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect(anonymous.json()).toMatchObject({ error: 'Unauthorized', message: expect.stringContaining('admin tool') });
    expect(anonymous.body).not.toContain('mails');

    expect((await readJson(bearer('not.a.token'))).statusCode).toBe(401);

    const buyer = await readJson(bearer(tokens.buyer));
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json().message).toContain('adminTool');
  });

  it('lists the mail to staff with the admin tool', async () => {
    const staff = await readJson(bearer(tokens.staff));
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ mails: expect.any(Array) });
  });

  it('does not serve the page, which a browser would open without a token', async () => {
    const pageAnswer = await testApp.app.inject({ method: 'GET', url: '/dev/outbox', headers: bearer(tokens.staff) });
    expect(pageAnswer.statusCode).toBe(404);
    expect(pageAnswer.body).not.toContain('Outbox');
  });
});

describe('DEV_OUTBOX_OPEN', () => {
  it('is refused at boot in production and when not true or false', async () => {
    const { loadConfig } = await import('../../../../src/config.ts');
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true', DEV_OUTBOX_OPEN: 'true' }),
    ).toThrow(/DEV_OUTBOX_OPEN must not be true when NODE_ENV=production/);
    expect(() => loadConfig({ DEV_OUTBOX_OPEN: 'yes' })).toThrow(/DEV_OUTBOX_OPEN must be true or false/);
  });
});

describe.each([
  [
    'in production',
    { NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE: 'true', INTEGRATION_WEBHOOK_SECRET: 'a-deployment-secret' },
  ],
  [
    'with an SMTP server, even when DEV_OUTBOX_OPEN=true',
    { SMTP_URL: 'smtp://127.0.0.1:2525', DEV_OUTBOX_OPEN: 'true' },
  ],
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
