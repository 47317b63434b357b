import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { tempDir } from '../helpers/temp-dir.ts';

// A browser at the portal's public address (PUBLIC_URL defaults to http://localhost:8080).
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', host: 'localhost:8080' };
const indexHtml =
  '<!doctype html><title>Portal</title><script type="module" src="/assets/app-abc123.js" nonce="PORTAL_CSP_NONCE"></script><div id="root"></div>';

/** index.html as sent: the build's placeholder replaced by the nonce the response's policy names. */
function expectIndexPage(response: LightMyRequestResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
  expect(nonce).not.toBe('');
  expect(response.body).toBe(indexHtml.replace('PORTAL_CSP_NONCE', nonce));
  return nonce;
}
const immutable = 'public, max-age=31536000, immutable';

/** A fake build: the host SPA and one remote. */
function fakeStaticRoot(): string {
  const root = tempDir('static');
  const files: Record<string, string> = {
    'apps/portal/dist/index.html': indexHtml,
    'apps/portal/dist/sw.js': 'self.addEventListener("fetch", () => {});',
    'apps/portal/dist/assets/app-abc123.js': 'console.log("app");',
    // What the build writes next to a big file; stands out by its content here.
    'apps/portal/dist/assets/app-abc123.js.br': 'brotli bytes',
    'remotes/documents/dist/remoteEntry.js': 'export const documents = {};',
    'remotes/documents/dist/assets/module-def456.js': 'export default {};',
    'apps/portal/mock/common/get/pub/api/v1/labels/fr-FR.json': '[{"key":"shell.app_name","content":"Portail"}]',
    'apps/portal/mock/personas/buyer/get/priv/api/v1/user/customers.json': '[]',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
}

describe('static files and SPA fallback', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ STATIC_ROOT: fakeStaticRoot() });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('serves index.html at / without caching', async () => {
    const response = await get('/', html);
    expect(response.statusCode).toBe(200);
    expectIndexPage(response);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends a page asked for at another address to the public one, path and query kept', async () => {
    for (const host of ['127.0.0.1:8080', 'portal.internal:8080', 'localhost:9999']) {
      const response = await get('/documents/invoices?status=open', { ...html, host });
      expect(response.statusCode, host).toBe(302);
      expect(response.headers.location).toBe('http://localhost:8080/documents/invoices?status=open');
    }
    // Only pages move: files and the API answer at any address.
    expect((await get('/assets/app-abc123.js', { host: '127.0.0.1:8080' })).statusCode).toBe(200);
  });

  it('gives every page a nonce of its own, and never sends index.html without one', async () => {
    const first = expectIndexPage(await get('/dashboard', html));
    const second = expectIndexPage(await get('/dashboard', html));
    expect(first).not.toBe(second);
    expect((await get('/index.html', html)).statusCode).toBe(404);
  });

  it('answers a client-side route with index.html, uncached and with the security headers', async () => {
    const response = await get('/dashboard', html);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expectIndexPage(response);
    expect(response.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  it('answers a deep client route whose id has a dot with the page', async () => {
    const response = await get('/public/video/season-preview.aa2b7bf4', html);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers missing files with 404 JSON, even to a browser navigating to them', async () => {
    for (const url of ['/assets/app.js', '/robots.txt']) {
      for (const headers of [{}, html]) {
        const response = await testApp.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'Not Found' });
      }
    }
  });

  it('falls back for HEAD and for deep routes with a query string', async () => {
    const head = await testApp.app.inject({ method: 'HEAD', url: '/dashboard', headers: html });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');

    const deep = await get('/ticket/history?page=2', html);
    expect(deep.statusCode).toBe(200);
    expectIndexPage(deep);
  });

  it('serves hashed assets as immutable and sw.js uncached', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(immutable);

    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("serves a remote's remoteEntry.js uncached and its hashed assets immutable", async () => {
    const entry = await get('/remotes/documents/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('export const documents = {};');
    expect(entry.headers['cache-control']).toBe('no-cache');

    const asset = await get('/remotes/documents/assets/module-def456.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(immutable);
  });

  it('serves the mock labels for label merging, uncached, and none of the other mock files', async () => {
    const labels = await get('/mock/common/get/pub/api/v1/labels/fr-FR.json');
    expect(labels.statusCode).toBe(200);
    expect(labels.json()).toEqual([{ key: 'shell.app_name', content: 'Portail' }]);
    expect(labels.headers['cache-control']).toBe('no-cache');
    expect((await get('/mock/personas/buyer/get/priv/api/v1/user/customers.json')).statusCode).toBe(404);
    expect((await get('/mock/common/get/pub/api/v1/labels/de-DE.json')).statusCode).toBe(404);
  });

  it.each([
    ['a missing file', '/missing.js', html],
    ['an unknown public API path', '/pub/api/nope', html],
    ['an unknown identity path', '/idp/nope', html],
    ['a missing remote file', '/remotes/documents/nope', html],
    ['a request that does not accept HTML', '/dashboard', { accept: 'application/json' }],
    ['a request that refuses HTML', '/dashboard', { accept: 'text/html;q=0, application/json' }],
    ['a request that names no type', '/dashboard', {}],
  ])('answers %s with 404 JSON instead of the SPA', async (_case, url, headers) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: `Route GET ${url} not found` });
    expectSecurityHeaders(response);
  });

  it.each([
    ['curl and link checkers (*/*)', { accept: '*/*' }],
    ['a client that takes any text', { accept: 'text/*' }],
  ])('answers a page asked for by %s with the page', async (_case, headers) => {
    const response = await get('/login', { host: 'localhost:8080', ...headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expectIndexPage(response);
  });

  it('does not fall back for other methods', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/dashboard', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found' });
  });

  it('puts the security headers on API responses too', async () => {
    const response = await get('/health');
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
  });
});

describe('without a front-end build', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('still starts, and tells a browser to build the portal', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dashboard', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Service Unavailable',
      message: expect.stringContaining('npm run build'),
    });
  });
});

describe('rate limiting', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ STATIC_ROOT: fakeStaticRoot(), RATE_LIMIT_MAX: '2' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('does not count static files, and answers 429 JSON once the budget is spent', async () => {
    const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: html });
    for (let i = 0; i < 5; i++) {
      expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
      expect((await get('/remotes/documents/remoteEntry.js')).statusCode).toBe(200);
    }
    expect((await get('/dashboard')).statusCode).toBe(200);
    expect((await get('/pub/api/nope')).statusCode).toBe(404);

    const limited = await get('/dashboard');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too Many Requests', message: expect.stringContaining('Rate limit') });
    expectSecurityHeaders(limited);
  });
});

describe('precompressed files', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ STATIC_ROOT: fakeStaticRoot() });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('sends the build’s .br file to a browser that accepts brotli, instead of compressing again', async () => {
    const url = '/assets/app-abc123.js';
    const compressed = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
    expect(compressed.headers['cache-control']).toBe(immutable);
    const plain = await testApp.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });
});
