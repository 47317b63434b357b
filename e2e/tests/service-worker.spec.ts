import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { remoteRoutes } from '../support/remote-routes.ts';
import { startServer, type ServerProcess } from '../support/server-process.ts';

const repoRoot = join(import.meta.dirname, '../..');

/** A copy of the built portal, so a test can deploy a "new build" without touching the shared one. */
function copyOfTheBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-e2e-build-'));
  const builds = ['apps/portal', ...new Set(remoteRoutes.map((route) => `remotes/${route.remote}`))];
  for (const build of builds) cpSync(join(repoRoot, build, 'dist'), join(root, build, 'dist'), { recursive: true });
  return root;
}

test.describe('service worker', () => {
  let server: ServerProcess;
  let staticRoot: string;

  test.beforeAll(async () => {
    staticRoot = copyOfTheBuild();
    server = await startServer({ env: { STATIC_ROOT: staticRoot } });
  });

  test.afterAll(async () => {
    await server.stop();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  test('/sw.js takes control, caches only the host code, and a new build reloads the page', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.baseUrl, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading').first()).toBeVisible();

    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`${server.baseUrl}/sw.js`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const cachedPaths = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const entry of await (await caches.open(name)).keys()) paths.push(new URL(entry.url).pathname);
      }
      return paths;
    });
    expect(cachedPaths.length).toBeGreaterThan(5);
    // The host's hashed code only: no page, no API answer, no remote.
    for (const path of cachedPaths) expect(path).toMatch(/^\/assets\/[^/]+\.(?:js|css)$/);

    // Deploy a new build: its worker differs, as every build's precache list does. The compressed copies of
    // the old one go, as a deployment replaces them.
    const worker = join(staticRoot, 'apps/portal/dist/sw.js');
    for (const stale of [`${worker}.br`, `${worker}.gz`]) rmSync(stale, { force: true });
    appendFileSync(worker, `\n// build ${Date.now()}\n`);

    await page.evaluate(() => Object.assign(window, { beforeTheUpdate: true }));
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await reloaded;
    expect(await page.evaluate(() => 'beforeTheUpdate' in window)).toBe(false);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await context.close();
  });
});
