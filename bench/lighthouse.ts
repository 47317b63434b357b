// Lighthouse (mobile preset) on the five daily pages (issue 35): /login signed out, and a signed-in customer's
// /dashboard, /orders, documents list and /ticket/history, each cold; and the dashboard's repeat visit with the
// service worker warm. In Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { generateReport, startFlow, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '@portal/e2e/chromium.ts';

/** The persona whose pages are measured, and the demo password of every persona (DESIGN.md). */
const dashboardUser = 'buyer@example.com';
const demoPassword = 'Portal#2026';

/**
 * The daily pages behind the sign-in. The documents list is the invoices' (`/documents` itself only sends the
 * browser on to the first type the user may see, which for buyer@ is this one).
 */
const signedInPages = ['/dashboard', '/orders', '/documents/invoice', '/ticket/history'] as const;

/**
 * Lighthouse's default (mobile) preset, stated so a change of defaults shows here: Moto G Power screen, slow 4G
 * and a 4x CPU slowdown, applied by simulation (Lantern) on an unthrottled load, which keeps a shared machine's
 * noise out of the figures better than devtools throttling.
 */
const flags: Flags = {
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  onlyCategories: ['performance', 'accessibility'],
  logLevel: 'error',
};

export interface FailingAudit {
  id: string;
  title: string;
  /** Each element the audit flags: its CSS selector and axe's reason. */
  elements: { selector: string; reason: string }[];
}

/** A script of the page: what it cost to transfer, and (when Lighthouse attributes any) its main-thread time. */
export interface ScriptCost {
  url: string;
  transferBytes: number;
  /** Lighthouse's bootup-time audit (simulated 4x slower CPU): all main-thread time and its scripting part, ms. */
  bootupMs?: number;
  scriptingMs?: number;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  /** Cumulative layout shift (unitless), largest contentful paint and total blocking time (ms). */
  cls: number;
  lcpMs: number;
  tbtMs: number;
  failingAccessibilityAudits: FailingAudit[];
  finalUrl: string;
  warnings: string[];
  /** The page's scripts, largest transfer first. */
  scripts: ScriptCost[];
}

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
  /** Median of the runs for performance, LCP and TBT; the worst run for accessibility and CLS. */
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  failingAccessibilityAudits: FailingAudit[];
  /** What the measured page showed, e.g. whether the dashboard had CMS content or its empty state. */
  note: string;
  /** The scripts of the run whose performance score is the median. */
  scripts: ScriptCost[];
}

/** The dashboard loaded again in the same browser profile with the service worker warm (see measureRepeatVisit). */
export interface RepeatVisit {
  /** LCP (ms) per run: the warm load under the preset's simulated throttling, the budget's figure. */
  warmSimulatedLcpMs: number[];
  /**
   * LCP (ms) per run under applied (devtools) throttling of the same preset, cold (first load) and warm: Lantern's
   * simulation charges a response the worker serves as a network request, so only applied throttling shows what
   * the precache saves.
   */
  coldAppliedLcpMs: number[];
  warmAppliedLcpMs: number[];
  /** Scripts of the warm load with nothing transferred (the worker's precache, or the renderer's memory cache, which
   * clearing the HTTP cache leaves), and over the network. */
  fromWorker: number;
  fromNetwork: number;
}

export interface LighthouseFigures {
  chromiumVersion: string;
  lighthouseVersion: string;
  pages: LighthousePage[];
  repeatVisit: RepeatVisit;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (value === null || value === undefined)
    throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
  return Math.round(value * 100);
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}`);
  return value;
}

interface NodeDetails {
  type?: string;
  selector?: string;
  explanation?: string;
  nodeLabel?: string;
}

/** Scored accessibility audits that did not pass, with the elements axe named and why. */
function failingAccessibilityAudits(lhr: Result): FailingAudit[] {
  const references = lhr.categories.accessibility?.auditRefs ?? [];
  return references
    .filter((reference) => reference.weight > 0)
    .map((reference) => lhr.audits[reference.id])
    .filter(
      (audit): audit is Result['audits'][string] => audit !== undefined && audit.score !== null && audit.score < 1,
    )
    .map((audit) => {
      const items = audit.details && 'items' in audit.details ? (audit.details.items as { node?: NodeDetails }[]) : [];
      const elements = items
        .map((item) => item.node)
        .filter((node): node is NodeDetails => node?.type === 'node')
        .map((node) => ({
          selector: node.selector ?? node.nodeLabel ?? '(unknown)',
          reason: (node.explanation ?? '').replace(/\s+/g, ' ').trim(),
        }));
      return { id: audit.id, title: audit.title, elements };
    });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface BootupItem {
  url: string;
  total?: number;
  scripting?: number;
}

function itemsOf<Item>(lhr: Result, audit: string): Item[] {
  const details = lhr.audits[audit]?.details;
  return details && 'items' in details ? (details.items as Item[]) : [];
}

/** The page's scripts from the network requests, with the main-thread time Lighthouse attributes to each. */
function scriptsOf(lhr: Result): ScriptCost[] {
  const bootup = new Map(itemsOf<BootupItem>(lhr, 'bootup-time').map((item) => [item.url, item]));
  return itemsOf<NetworkItem>(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .map((item) => {
      const time = bootup.get(item.url);
      return {
        url: item.url,
        transferBytes: item.transferSize ?? 0,
        ...(time ? { bootupMs: time.total, scriptingMs: time.scripting } : {}),
      };
    })
    .sort((a, b) => b.transferBytes - a.transferBytes);
}

/** The run's figures; its HTML report goes to `reportPath` when one is given (`--lighthouse-reports DIR`). */
function toRun(lhr: Result, reportPath: string | undefined): LighthouseRun {
  if (reportPath) writeFileSync(reportPath, generateReport(lhr, 'html'));
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    failingAccessibilityAudits: failingAccessibilityAudits(lhr),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings,
    scripts: scriptsOf(lhr),
  };
}

function summarise(path: string, runs: LighthouseRun[], note: string): LighthousePage {
  const failing = new Map<string, FailingAudit>();
  for (const run of runs) for (const audit of run.failingAccessibilityAudits) failing.set(audit.id, audit);
  const performance = median(runs.map((run) => run.performance));
  const medianRun = runs.reduce((closest, run) =>
    Math.abs(run.performance - performance) < Math.abs(closest.performance - performance) ? run : closest,
  );
  return {
    path,
    runs,
    scripts: medianRun.scripts,
    performance,
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
    cls: Math.max(...runs.map((run) => run.cls)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    failingAccessibilityAudits: [...failing.values()],
    note,
  };
}

/** A fresh browser per run: an empty profile, so no cache or storage carries over between runs. */
async function withBrowser<T>(use: (browser: Browser, page: Page) => Promise<T>): Promise<T> {
  const browser = await puppeteer.launch({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
    // Lighthouse sets the mobile viewport itself; Puppeteer's default 800x600 would fight it.
    defaultViewport: null,
  });
  try {
    return await use(browser, await browser.newPage());
  } finally {
    await browser.close();
  }
}

/** Polls the tab's address, which survives the redirects of a sign-in where navigation events do not. */
export async function waitForPath(page: Page, test: (pathname: string) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!test(new URL(page.url()).pathname)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; the tab is at ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The sign-in of e2e/support/sign-in.ts: /login, "Sign in", the hosted page's form, back to the portal. */
export async function signIn(page: Page, portalUrl: string, username: string): Promise<void> {
  await page.goto(`${portalUrl}/login`);
  await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
  await waitForPath(page, (pathname) => pathname.startsWith('/oidc/interaction/'), 'the hosted sign-in page');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(demoPassword);
  await page.locator('form button[type="submit"]').click();
  await waitForPath(
    page,
    (pathname) => !pathname.startsWith('/login') && !pathname.startsWith('/oidc'),
    'the portal after sign-in',
  );
  await page.locator('h1').wait();
}

async function measureLogin(portalUrl: string, reportPath: string | undefined): Promise<LighthouseRun> {
  return withBrowser(async (_browser, page) => {
    const result = await lighthouse(`${portalUrl}/login`, flags, undefined, page);
    if (!result) throw new Error('Lighthouse returned no result for /login');
    return toRun(result.lhr, reportPath);
  });
}

/** A tab's Web Storage, to carry a signed-in session into another browser. */
interface TabStorage {
  session: Array<[string, string]>;
  local: Array<[string, string]>;
}

/** Signs buyer@ in through the hosted page in a browser of its own; the signed-in tab's storage. */
async function signedInStorage(portalUrl: string): Promise<TabStorage> {
  return withBrowser(async (_browser, page) => {
    await signIn(page, portalUrl, dashboardUser);
    return page.evaluate((): TabStorage => ({
      session: Object.entries(sessionStorage),
      local: Object.entries(localStorage),
    }));
  });
}

/** Gives the tab's pages the signed-in storage before any script of theirs runs (once per tab). */
async function carrySession(page: Page, portalUrl: string, storage: TabStorage): Promise<void> {
  await page.evaluateOnNewDocument(
    (origin: string, carried: TabStorage) => {
      if (location.origin !== origin || sessionStorage.getItem('portal.benchSessionCarried') !== null) return;
      sessionStorage.setItem('portal.benchSessionCarried', 'true');
      for (const [key, value] of carried.session) sessionStorage.setItem(key, value);
      for (const [key, value] of carried.local) localStorage.setItem(key, value);
    },
    new URL(portalUrl).origin,
    storage,
  );
}

/** Fails unless the tab ended on the page asked for, not sent on to the sign-in or the terms. */
function assertEndedOn(path: string, finalUrl: string): void {
  if (new URL(finalUrl).pathname !== path) {
    throw new Error(`Measuring ${path} ended on ${finalUrl}: it was not the signed-in page`);
  }
}

/** What the signed-in page showed: for the dashboard, CMS content or its empty state; else its main heading. */
async function contentOf(page: Page, path: string): Promise<string> {
  return page.evaluate((measured: string) => {
    const heading = document.querySelector('h1')?.textContent?.trim() ?? 'no heading';
    if (measured !== '/dashboard') return `heading "${heading}"`;
    const pages = document.querySelectorAll('[data-content-page]').length;
    if (pages > 0) return `CMS content (${pages} content page${pages === 1 ? '' : 's'})`;
    return `no CMS content; the page shows: ${document.querySelector('main h2')?.textContent ?? 'no section heading'}`;
  }, path);
}

/**
 * The portal keeps its session in sessionStorage, which a new tab does not share: sign in in one browser, then
 * measure the page in a fresh one (an empty profile: no HTTP cache, no service worker, no precache) whose pages
 * get that tab's session and local storage before any script of theirs runs, so the page loads cold like /login
 * does. Clearing the caches of the browser that signed in did not do it: the report showed the dashboard's
 * scripts coming from the disk cache.
 */
async function measureSignedIn(
  portalUrl: string,
  path: string,
  storage: TabStorage,
  reportPath: string | undefined,
): Promise<{ run: LighthouseRun; content: string }> {
  return withBrowser(async (_browser, page) => {
    await carrySession(page, portalUrl, storage);
    const flow = await startFlow(page, { flags });
    await flow.navigate(`${portalUrl}${path}`, { disableStorageReset: true, name: path });
    const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
    if (!lhr) throw new Error(`The Lighthouse flow returned no step for ${path}`);
    const run = toRun(lhr, reportPath);
    assertEndedOn(path, run.finalUrl);
    return { run, content: await contentOf(page, path) };
  });
}

/**
 * A returning user's dashboard. In one fresh browser (profile kept between the steps): the first load (cold,
 * applied throttling) registers the service worker, which precaches the host's code (`assets/**` JS and CSS, see
 * apps/portal/vite.config.ts); once the worker is active and controls the tab, the HTTP cache is cleared and the
 * dashboard is loaded again, storage kept (`disableStorageReset`), under the preset's simulated throttling and
 * once more under applied throttling (HTTP cache cleared again before it). So exactly this is warm: the worker's
 * precache of the host's scripts and styles, plus the session in the tab's storage. index.html (it carries a
 * per-response nonce), the remotes' code, labels, content and every API answer come from the network on both
 * loads. Lantern (simulated throttling) charges a response the worker serves as a network request, so its LCP
 * credits only what the warm load asks for less; applied throttling shows the worker's saving.
 */
async function measureRepeatVisit(portalUrl: string, storage: TabStorage) {
  return withBrowser(async (_browser, page) => {
    await carrySession(page, portalUrl, storage);
    const url = `${portalUrl}/dashboard`;
    const applied: Flags = { ...flags, throttlingMethod: 'devtools' };
    const flow = await startFlow(page, { flags });
    await flow.navigate(url, { ...applied, disableStorageReset: true, name: 'dashboard, first visit' });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const deadline = Date.now() + 30_000;
      while (!navigator.serviceWorker.controller && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (!navigator.serviceWorker.controller) throw new Error('The service worker never took control of the tab');
    });
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await flow.navigate(url, { disableStorageReset: true, name: 'dashboard, warm worker, simulated' });
    await session.send('Network.clearBrowserCache');
    await flow.navigate(url, { ...applied, disableStorageReset: true, name: 'dashboard, warm worker, applied' });
    const steps = (await flow.createFlowResult()).steps.map((step) => step.lhr);
    const [cold, warmSimulated, warmApplied] = steps;
    if (!cold || !warmSimulated || !warmApplied) throw new Error('The repeat-visit flow returned fewer than 3 steps');
    for (const lhr of steps) {
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on the repeat visit: ${lhr.runtimeError.message}`);
      assertEndedOn('/dashboard', lhr.finalDisplayedUrl);
    }
    const scripts = itemsOf<NetworkItem & { fetchedViaServiceWorker?: boolean }>(
      warmSimulated,
      'network-requests',
    ).filter((item) => item.resourceType === 'Script');
    return {
      coldAppliedLcpMs: numeric(cold, 'largest-contentful-paint'),
      warmSimulatedLcpMs: numeric(warmSimulated, 'largest-contentful-paint'),
      warmAppliedLcpMs: numeric(warmApplied, 'largest-contentful-paint'),
      fromWorker: scripts.filter((item) => item.transferSize === 0).length,
      fromNetwork: scripts.filter((item) => (item.transferSize ?? 0) > 0).length,
    };
  });
}

/**
 * Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART and the like): such a run is
 * tried once more in a fresh browser rather than ending the whole benchmark.
 */
async function withOneRetry<T>(what: string, measure: () => Promise<T>): Promise<T> {
  try {
    return await measure();
  } catch (error) {
    console.warn(`Lighthouse run of ${what} failed, trying once more: ${String(error)}`);
    return measure();
  }
}

/**
 * Lighthouse's mobile preset on /login (signed out) and buyer@'s daily pages (cold), and the dashboard's repeat visit,
 * `runs` times each: every round signs in once and measures each page in a fresh browser.
 */
export async function measureLighthouse(
  portalUrl: string,
  { runs = 5, reports }: { runs?: number; reports?: string } = {},
): Promise<LighthouseFigures> {
  if (reports) mkdirSync(reports, { recursive: true });
  const reportPath = (name: string) => (reports ? join(reports, `${name}.report.html`) : undefined);
  const { chromiumVersion, lighthouseVersion } = await withBrowser(async (browser) => ({
    chromiumVersion: await browser.version(),
    lighthouseVersion: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
  }));

  const loginRuns: LighthouseRun[] = [];
  const pageRuns = new Map(signedInPages.map((path) => [path, [] as LighthouseRun[]]));
  const contents = new Map(signedInPages.map((path) => [path, new Set<string>()]));
  const repeatVisit: RepeatVisit = {
    warmSimulatedLcpMs: [],
    coldAppliedLcpMs: [],
    warmAppliedLcpMs: [],
    fromWorker: 0,
    fromNetwork: 0,
  };
  for (let index = 0; index < runs; index += 1) {
    loginRuns.push(await withOneRetry('/login', () => measureLogin(portalUrl, reportPath(`login-${index + 1}`))));
    const storage = await signedInStorage(portalUrl);
    for (const path of signedInPages) {
      const name = `${path.slice(1).replaceAll('/', '-')}-${index + 1}`;
      const measured = await withOneRetry(path, () => measureSignedIn(portalUrl, path, storage, reportPath(name)));
      pageRuns.get(path)?.push(measured.run);
      contents.get(path)?.add(measured.content);
    }
    const repeat = await withOneRetry('/dashboard (repeat visit)', () => measureRepeatVisit(portalUrl, storage));
    repeatVisit.warmSimulatedLcpMs.push(repeat.warmSimulatedLcpMs);
    repeatVisit.coldAppliedLcpMs.push(repeat.coldAppliedLcpMs);
    repeatVisit.warmAppliedLcpMs.push(repeat.warmAppliedLcpMs);
    repeatVisit.fromWorker = repeat.fromWorker;
    repeatVisit.fromNetwork = repeat.fromNetwork;
  }
  return {
    chromiumVersion,
    lighthouseVersion,
    pages: [
      summarise('/login', loginRuns, 'signed out'),
      ...signedInPages.map((path) =>
        summarise(path, pageRuns.get(path) ?? [], `${dashboardUser}; ${[...(contents.get(path) ?? [])].join(' / ')}`),
      ),
    ],
    repeatVisit,
  };
}

/** The block `npm run bench` prints. */
export function formatLighthouse(figures: LighthouseFigures, runs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const lines = [
    `Lighthouse (mobile) — Lighthouse ${figures.lighthouseVersion}, ${figures.chromiumVersion}, simulated throttling, ` +
      `median of ${runs} runs (performance, LCP, TBT), worst run (accessibility, CLS); ` +
      'budget: performance >= 95, accessibility 100, CLS < 0.05',
  ];
  for (const page of figures.pages) {
    lines.push(
      `  ${page.path.padEnd(18)} performance ${page.performance} (${page.runs.map((run) => run.performance).join(', ')})` +
        `  accessibility ${page.accessibility}  CLS ${page.cls.toFixed(3)}` +
        `  LCP ${seconds(page.lcpMs)}  TBT ${Math.round(page.tbtMs)} ms`,
      `  ${''.padEnd(18)} ${page.note}`,
    );
    for (const script of page.scripts.slice(0, 5)) {
      const time =
        script.bootupMs === undefined
          ? ''
          : `  bootup ${Math.round(script.bootupMs)} ms (scripting ${Math.round(script.scriptingMs ?? 0)} ms)`;
      lines.push(`    ${kib(script.transferBytes).padStart(10)}${time}  ${new URL(script.url).pathname}`);
    }
    for (const audit of page.failingAccessibilityAudits) {
      lines.push(`    accessibility fails: ${audit.id} (${audit.title})`);
      for (const element of audit.elements) lines.push(`      ${element.selector}: ${element.reason}`);
    }
    const warnings = new Set(page.runs.flatMap((run) => run.warnings));
    for (const warning of warnings) lines.push(`    warning: ${warning}`);
  }
  const met = figures.pages.every((page) => page.accessibility === 100 && page.cls < 0.05);
  lines.push(`  targets (accessibility 100, CLS < 0.05): ${met ? 'met' : 'NOT met'}`);
  const repeat = figures.repeatVisit;
  const list = (values: number[]) => values.map(seconds).join(', ');
  lines.push(
    `  /dashboard repeat visit, service worker warm (budget: LCP <= 1.5 s, simulated): ` +
      `LCP ${seconds(median(repeat.warmSimulatedLcpMs))} (${list(repeat.warmSimulatedLcpMs)})`,
    `    applied throttling, same preset: first visit LCP ${seconds(median(repeat.coldAppliedLcpMs))} ` +
      `(${list(repeat.coldAppliedLcpMs)}), warm ${seconds(median(repeat.warmAppliedLcpMs))} (${list(repeat.warmAppliedLcpMs)})`,
    `    scripts of the warm load: ${repeat.fromWorker} with nothing transferred (the worker or the renderer's memory cache), ${repeat.fromNetwork} over the network`,
  );
  return lines.join('\n');
}
