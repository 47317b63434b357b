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

  it('names the maintenance flag, the embedded issuer, the client, the sign-in scopes, the media path and the outside links', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maintenance: false,
      oidc: {
        issuer: 'https://portal.example.com/oidc',
        clientId: 'portal-web',
        scopes: 'openid profile email myaccount.password.manage',
      },
      contentResourcePath: '/content/media',
      links: {
        cms: 'https://portal.example.com/legacy/cms-editor',
        cancellationForms: {
          default: 'https://portal.example.com/legacy/cancellation-form',
          salesRep: 'https://portal.example.com/legacy/cancellation-form?audience=sales-rep',
          salesAgent: 'https://portal.example.com/legacy/cancellation-form?audience=sales-agent',
        },
      },
    });
  });

  it('hands the portal the configured content resource path', async () => {
    const cdn = await buildTestApp({ CONTENT_RESOURCE_PATH: 'https://cdn.example.com/portal/media/' });
    try {
      const response = await cdn.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
      expect(response.json()).toMatchObject({ contentResourcePath: 'https://cdn.example.com/portal/media' });
    } finally {
      await cdn.close();
    }
  });
});
