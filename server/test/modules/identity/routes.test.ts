import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('identity routes', () => {
  it.each([
    ['/idp/assets/idp.css', 'text/css'],
    ['/idp/assets/sign-out.js', 'javascript'],
  ])('serve the pages’ asset %s', async (url, type) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('mount the provider, the password calls and the outbox (development without SMTP)', () => {
    const { app } = testApp;
    expect(app.hasRoute({ method: 'GET', url: '/oidc/*' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/pub/api/v1/password/forgot' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/idp/myaccount/password' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/dev/outbox.json' })).toBe(true);
  });
});
