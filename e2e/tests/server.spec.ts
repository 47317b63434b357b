import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

test.describe('server', () => {
  test('/health and /ready answer', async ({ request }) => {
    const health = await request.get('/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const ready = await request.get('/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', identityProvider: 'embedded' });
  });

  test('HTML and API responses carry the security headers', async ({ request }) => {
    const html = await request.get('/dashboard', { headers: { accept: 'text/html' } });
    expect(html.headers()['content-type']).toContain('text/html');
    expectSecurityHeaders(html);

    const api = await request.get('/health');
    expectSecurityHeaders(api);

    const missing = await request.get('/pub/api/v1/nothing-here', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'Not Found' });
    expectSecurityHeaders(missing);

    const unauthorized = await request.get('/priv/api/v1/nothing-here');
    expect(unauthorized.status()).toBe(401);
    expectSecurityHeaders(unauthorized);
  });

  test('remoteEntry.js is never cached and hashed assets are immutable', async ({ request, page }) => {
    const entry = await request.get('/remotes/documents/remoteEntry.js');
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('no-cache');

    const assetPaths: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/')) assetPaths.push(new URL(response.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(assetPaths.length).toBeGreaterThan(0);
    const asset = await request.get(assetPaths[0] ?? '');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('a second server on the same embedded database exits with a clear error', async () => {
    const dataDir = process.env.E2E_DATA_DIR;
    expect(dataDir).toBeTruthy();
    const child = spawn(process.execPath, ['server/src/main.ts'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...process.env, PORT: '8199', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(exitCode).not.toBe(0);
    expect(stderr).toContain('already in use by another portal process');
    expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });
});
