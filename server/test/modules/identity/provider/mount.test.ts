import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../helpers/build-test-app.ts';
import { authorizeUrl, pkcePair } from '../../../helpers/oidc-flow.ts';

const foreign = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'https' };

describe.each([
  ['without a trusted proxy', 'false'],
  ['behind a trusted proxy', 'true'],
])('provider URLs %s', (_name, trustProxy) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ TRUST_PROXY: trustProxy });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('discovery names PUBLIC_URL whatever Host the request carries', async () => {
    const response = await testApp.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: foreign });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    const urls = Object.entries(discovery).filter(([, value]) => typeof value === 'string' && /^https?:/.test(value));
    expect(urls.length).toBeGreaterThan(3);
    for (const [name, url] of urls)
      expect([name, url]).toEqual([name, expect.stringMatching(/^http:\/\/localhost:8080\//)]);
    expect(response.body).not.toContain('evil');
  });

  it('the sign-out form posts to PUBLIC_URL', async () => {
    const response = await testApp.app.inject({ url: '/oidc/session/end', headers: foreign });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('action="http://localhost:8080/oidc/session/end/confirm"');
    expect(response.body).not.toContain('evil');
  });

  it('redirects stay on PUBLIC_URL', async () => {
    const { challenge } = pkcePair();
    const response = await testApp.app.inject({
      url: authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' }),
      headers: foreign,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).not.toContain('evil');
  });
});

describe('provider cookies with an https PUBLIC_URL', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ PUBLIC_URL: 'https://portal.example.com', TRUST_PROXY: 'loopback' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('are Secure even when the request reached the server over plain http', async () => {
    const { challenge } = pkcePair();
    const response = await testApp.app.inject({
      url: authorizeUrl({
        redirect_uri: 'https://portal.example.com/login/callback',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    });
    expect(response.statusCode).toBe(303);
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
  });
});
