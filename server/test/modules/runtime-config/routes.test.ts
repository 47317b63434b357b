import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

describe('GET /pub/api/v1/config', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ PUBLIC_URL: 'https://portal.example.com', OIDC_CLIENT_ID: 'portal-web' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('names the maintenance flag, the embedded issuer, the client and the sign-in scopes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maintenance: false,
      oidc: {
        issuer: 'https://portal.example.com/oidc',
        clientId: 'portal-web',
        scopes: 'openid profile email myaccount.password.manage',
      },
    });
  });
});
