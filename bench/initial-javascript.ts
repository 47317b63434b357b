// Gzip size of the JavaScript the host needs for its first screens, as a real browser fetches it, against a
// bare React + React DOM + React Router app built in the same run, and the size of every remoteEntry.js.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '@portal/e2e/chromium.ts';
import { trackNetwork } from '@portal/e2e/network.ts';
import { remoteEntryFile, remotes } from '@portal/contracts';
import { build } from 'vite';

export interface ScriptSizes {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** Each file's path under the build and its gzip size, largest first. */
  perFile: Array<{ file: string; gzipBytes: number }>;
}

export interface InitialJavaScript {
  baseline: ScriptSizes;
  login: ScriptSizes;
  dashboard: ScriptSizes;
  /** buyer@'s `/dashboard` again once the cookie choice is made: every later visit. */
  returningDashboard: ScriptSizes;
  remoteEntries: Array<{ remote: string; gzipBytes: number }>;
}

const demoPassword = 'Portal#2026';

function sizes(files: string[], root = ''): ScriptSizes {
  let rawBytes = 0;
  let gzipBytes = 0;
  const perFile: ScriptSizes['perFile'] = [];
  for (const file of files) {
    const content = readFileSync(file);
    const gzipped = gzipSync(content).byteLength;
    rawBytes += content.byteLength;
    gzipBytes += gzipped;
    perFile.push({ file: root && file.startsWith(root) ? file.slice(root.length) : file, gzipBytes: gzipped });
  }
  perFile.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files: files.length, rawBytes, gzipBytes, perFile };
}

/** Builds bench/baseline-app with Vite's production defaults; all of its JavaScript is its first screen. */
async function measureBaseline(): Promise<ScriptSizes> {
  const outDir = mkdtempSync(join(tmpdir(), 'baseline-app-'));
  try {
    await build({
      root: join(import.meta.dirname, 'baseline-app'),
      logLevel: 'silent',
      configFile: false,
      build: { outDir, emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    return sizes(
      readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(assets, file)),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Every script the page fetched until the network settled (long-lived streams aside), by path under the host's dist. */
async function scriptsOf(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const scripts = new Set<string>();
  const record = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  };
  page.on('response', record);
  // The signed-in page keeps the live updates stream open, so Playwright's networkidle would never come.
  const network = trackNetwork(page);
  await visit();
  await network.quiet();
  page.off('response', record);
  return [...scripts];
}

/**
 * `/login` signed out, then buyer@'s `/dashboard` loaded afresh in a signed-in tab (cache cleared, service
 * worker bypassed), first with the cookie modal of a first visit and again after the choice, in headless
 * Chromium; each fetched script is gzipped from the build output.
 */
export async function measureInitialJavaScript(baseUrl: string, distDirectory: string): Promise<InitialJavaScript> {
  const baseline = await measureBaseline();
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const fromDist = (paths: string[]) =>
      paths.filter((path) => !path.startsWith('/remotes/')).map((path) => join(distDirectory, path));

    const loginScripts = await scriptsOf(page, async () => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    });

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.locator('input[name="username"]').fill('buyer@example.com');
    await page.locator('input[name="password"]').fill(demoPassword);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const session = await context.newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    const dashboardScripts = await scriptsOf(page, async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    });

    // The first visit asks for the cookie choice in a modal; every later visit starts without it.
    await page.getByRole('button', { name: 'Do not accept' }).click();
    await session.send('Network.clearBrowserCache');
    const returningScripts = await scriptsOf(page, async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    });

    const remoteEntries = remotes.map(({ name }) => ({
      remote: name,
      gzipBytes: sizes([join(distDirectory, '..', '..', '..', 'remotes', name, 'dist', remoteEntryFile)]).gzipBytes,
    }));
    return {
      baseline,
      login: sizes(fromDist(loginScripts), distDirectory),
      dashboard: sizes(fromDist(dashboardScripts), distDirectory),
      returningDashboard: sizes(fromDist(returningScripts), distDirectory),
      remoteEntries,
    };
  } finally {
    await browser.close();
  }
}

/** The block `npm run bench` prints; with `listFiles`, every file of both pages and its gzip size too. */
export function formatInitialJavaScript(figures: InitialJavaScript, { listFiles = false } = {}): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const ratio = (page: ScriptSizes) => (page.gzipBytes / figures.baseline.gzipBytes).toFixed(2);
  const row = (name: string, page: ScriptSizes) =>
    `  ${name.padEnd(30)} ${String(page.files).padStart(3)} files  ${kib(page.rawBytes).padStart(11)} raw  ${kib(page.gzipBytes).padStart(10)} gzip`;
  return [
    'First-screen JavaScript (gzip; target: portal / bare app <= 1.4, every remoteEntry.js <= 8 KiB)',
    row('bare React + Router app', figures.baseline),
    `${row('/login (signed out)', figures.login)}  ratio ${ratio(figures.login)}`,
    `${row('/dashboard (buyer@)', figures.dashboard)}  ratio ${ratio(figures.dashboard)}`,
    `${row('/dashboard, cookie choice made', figures.returningDashboard)}  ratio ${ratio(figures.returningDashboard)}`,
    ...figures.remoteEntries.map(
      ({ remote, gzipBytes }) => `  remoteEntry.js ${remote.padEnd(18)} ${kib(gzipBytes)} gzip`,
    ),
    ...(listFiles
      ? (['login', 'dashboard'] as const).flatMap((page) => [
          `  files of /${page}:`,
          ...figures[page].perFile.map(({ file, gzipBytes }) => `    ${kib(gzipBytes).padStart(10)}  ${file}`),
        ])
      : []),
  ].join('\n');
}
