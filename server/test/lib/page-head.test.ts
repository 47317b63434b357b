import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuntimeConfig } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHeadParts, runtimeConfigElementId } from '../../src/lib/page-head.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const html = { accept: 'text/html', host: 'localhost:8080' };

function builtPortal(): string {
  const root = tempDir('static-head');
  const file = path.join(root, 'apps/portal/dist/index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>',
  );
  return root;
}

function inlineConfig(body: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${runtimeConfigElementId}" nonce="[^"]+">(.*?)</script>`,
  ).exec(body);
  return match ? JSON.parse(match[1] ?? 'null') : null;
}

describe('what a page brings along for its first screen', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ STATIC_ROOT: builtPortal() });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { ...html, ...headers } });

  it('carries the runtime configuration inline, the same as /pub/api/v1/config answers', async () => {
    const served = (await get('/pub/api/v1/config', { accept: 'application/json' })).json();
    for (const page of ['/login', '/dashboard', '/documents/invoices']) {
      expect(inlineConfig((await get(page)).body), page).toEqual(served);
    }
  });

  it("preloads the public labels of the browser's language on pages without sign-in only, and the sign-in content on /login", async () => {
    const login = (await get('/login', { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' })).body;
    expect(login).toContain('<link rel="preload" as="fetch" crossorigin href="/pub/api/v1/labels/de-DE">');
    // The sign-in page's content in the same language (its own request waits for no script then).
    expect(login).toContain('<link rel="preload" as="fetch" crossorigin href="/pub/api/v1/cms/contents-prelogin/de">');
    const video = (await get('/public/video/season', { 'accept-language': 'pt-BR' })).body;
    expect(video).toContain('href="/pub/api/v1/labels/en-US"');
    expect(video).not.toContain('contents-prelogin');
    // Signed-in pages load the private labels with a token, which a preload cannot send.
    expect((await get('/dashboard', { 'accept-language': 'de' })).body).not.toContain('rel="preload" as="fetch"');
  });
});

describe('the inline configuration', () => {
  it('cannot end its script element early, whatever a value holds', () => {
    const hostile = {
      links: { cms: 'https://x.example/</script><script>alert(1)</script><!--' },
    } as unknown as RuntimeConfig;
    const head = pageHeadParts({ url: '/dashboard', headers: {} } as FastifyRequest, hostile);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).not.toContain('<!--');
    const json = /<script[^>]*>(.*)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
