import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirectives } from '../../src/plugins/helmet.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** `script-src 'nonce-…' 'strict-dynamic'` → { 'script-src': ["'nonce-…'", "'strict-dynamic'"] }. */
function directivesOf(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

const defaults = {
  CONTENT_RESOURCE_PATH: '/content/media',
  OIDC_ISSUER: undefined,
  TAG_MANAGER_CONTAINER_ID: undefined,
};

describe('the content security policy', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lets only scripts with the response’s nonce run, and reports what it refuses', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    const directives = directivesOf(response.headers['content-security-policy']);
    expect(directives['script-src']?.[0]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(directives['script-src']?.slice(1)).toEqual(["'strict-dynamic'"]);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['report-uri']).toEqual(['/pub/api/v1/csp-reports']);
  });

  it('keeps a same-origin script policy for the API explorer, whose page carries no nonce', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/static/index.html' });
    const directives = directivesOf(response.headers['content-security-policy']);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('lets the portal reach an external issuer, a media server and a configured tag manager', () => {
    const directives = cspDirectives({
      CONTENT_RESOURCE_PATH: 'https://cdn.example.com/media',
      OIDC_ISSUER: 'https://login.example.com/oauth2/default',
      TAG_MANAGER_CONTAINER_ID: 'GTM-ABC1234',
    });
    expect(directives.connectSrc).toEqual([
      "'self'",
      'https://login.example.com',
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(directives.imgSrc).toContain('https://cdn.example.com');
    expect(directives.mediaSrc).toEqual(["'self'", 'https://cdn.example.com']);
  });

  it('names one nonce per request, the same wherever it is asked for', () => {
    const [nonce] = cspDirectives(defaults).scriptSrc;
    const request = {} as IncomingMessage;
    if (typeof nonce !== 'function') throw new Error('the nonce source is made per request');
    expect(nonce(request)).toBe(nonce(request));
    expect(nonce(request)).not.toBe(nonce({} as IncomingMessage));
  });
});
