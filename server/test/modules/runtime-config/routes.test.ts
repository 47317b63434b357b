import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

describe('GET /pub/api/v1/config', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({
      PUBLIC_URL: 'https://portal.example.com',
      TRUST_PROXY: 'loopback',
      OIDC_CLIENT_ID: 'portal-web',
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('names the maintenance flag, the embedded issuer, the client, the sign-in scopes, the media path, the outside links, the cookie consent lifetime and no tag manager', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maintenance: false,
      plannedMaintenance: null,
      oidc: {
        issuer: 'https://portal.example.com/oidc',
        clientId: 'portal-web',
        scopes: 'openid profile email myaccount.password.manage',
        provider: 'embedded',
        resource: null,
        accountUrl: null,
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
      cookieConsent: { expiryMinutes: 518_400 },
      analytics: { tagManagerContainerId: null },
    });
  });

  it('hands the portal the configured cookie consent lifetime and tag manager container', async () => {
    const configured = await buildTestApp({
      COOKIE_CONSENT_EXPIRY_MINUTES: '1440',
      TAG_MANAGER_CONTAINER_ID: 'GTM-AB12CD3',
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
      expect(response.json()).toMatchObject({
        cookieConsent: { expiryMinutes: 1440 },
        analytics: { tagManagerContainerId: 'GTM-AB12CD3' },
      });
    } finally {
      await configured.close();
    }
  });

  it('hands the portal a planned maintenance, its end null when none is set', async () => {
    const planned = await buildTestApp({ MAINTENANCE_FROM: '2026-12-05T22:00:00+01:00' });
    try {
      const response = await planned.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
      expect(response.json()).toMatchObject({
        maintenance: false,
        plannedMaintenance: { from: '2026-12-05T22:00:00+01:00', until: null },
      });
    } finally {
      await planned.close();
    }
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
