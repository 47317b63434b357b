// Lighthouse (mobile preset) on /login and on a signed-in customer's /dashboard, in Debian's Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { generateReport, startFlow, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '@portal/e2e/chromium.ts';

/** The persona whose dashboard is measured, and the demo password of every persona (DESIGN.md). */
const dashboardUser = 'buyer@example.com';
const demoPassword = 'Portal#2026';

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
}

export interface LighthouseFigures {
  chromiumVersion: string;
  lighthouseVersion: string;
  pages: LighthousePage[];
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
  };
}

function summarise(path: string, runs: LighthouseRun[], note: string): LighthousePage {
  const failing = new Map<string, FailingAudit>();
  for (const run of runs) for (const audit of run.failingAccessibilityAudits) failing.set(audit.id, audit);
  return {
    path,
    runs,
    performance: median(runs.map((run) => run.performance)),
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
async function waitForPath(page: Page, test: (pathname: string) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!test(new URL(page.url()).pathname)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; the tab is at ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The sign-in of e2e/support/sign-in.ts: /login, "Sign in", the hosted page's form, back to the portal. */
async function signIn(page: Page, portalUrl: string, username: string): Promise<void> {
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

/**
 * The portal keeps its session in sessionStorage, which a new tab does not share: sign in in one browser, then
 * measure /dashboard in a fresh one (an empty profile: no HTTP cache, no service worker, no precache) whose
 * pages get that tab's session and local storage before any script of theirs runs, so the dashboard loads
 * cold like /login does. Clearing the caches of the browser that signed in did not do it: the report showed
 * the dashboard's scripts coming from the disk cache.
 */
async function measureDashboard(
  portalUrl: string,
  reportPath: string | undefined,
): Promise<{ run: LighthouseRun; content: string }> {
  const storage = await withBrowser(async (_browser, page) => {
    await signIn(page, portalUrl, dashboardUser);
    return page.evaluate((): TabStorage => ({
      session: Object.entries(sessionStorage),
      local: Object.entries(localStorage),
    }));
  });
  return withBrowser(async (_browser, page) => {
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
    const flow = await startFlow(page, { flags });
    await flow.navigate(`${portalUrl}/dashboard`, { disableStorageReset: true, name: 'dashboard' });
    const lhr = (await flow.createFlowResult()).steps[0]?.lhr;
    if (!lhr) throw new Error('The Lighthouse flow returned no step for /dashboard');
    const run = toRun(lhr, reportPath);
    if (new URL(run.finalUrl).pathname !== '/dashboard') {
      throw new Error(`Measuring /dashboard ended on ${run.finalUrl}: the session did not survive the navigation`);
    }
    const content = await page.evaluate(() => {
      const pages = document.querySelectorAll('[data-content-page]').length;
      if (pages > 0) return `CMS content (${pages} content page${pages === 1 ? '' : 's'})`;
      return `no CMS content; the page shows: ${document.querySelector('main h2')?.textContent ?? 'no section heading'}`;
    });
    return { run, content };
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

/** Lighthouse's mobile preset on /login (signed out) and buyer@'s /dashboard, `runs` times each, one after another. */
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
  const dashboardRuns: LighthouseRun[] = [];
  const contents = new Set<string>();
  for (let index = 0; index < runs; index += 1) {
    loginRuns.push(await withOneRetry('/login', () => measureLogin(portalUrl, reportPath(`login-${index + 1}`))));
    const dashboard = await withOneRetry('/dashboard', () =>
      measureDashboard(portalUrl, reportPath(`dashboard-${index + 1}`)),
    );
    dashboardRuns.push(dashboard.run);
    contents.add(dashboard.content);
  }
  return {
    chromiumVersion,
    lighthouseVersion,
    pages: [
      summarise('/login', loginRuns, 'signed out'),
      summarise('/dashboard', dashboardRuns, `${dashboardUser}; ${[...contents].join(' / ')}`),
    ],
  };
}

/** The block `npm run bench` prints. */
export function formatLighthouse(figures: LighthouseFigures, runs: number): string {
  const lines = [
    `Lighthouse (mobile) — Lighthouse ${figures.lighthouseVersion}, ${figures.chromiumVersion}, simulated throttling, ` +
      `median of ${runs} runs (performance, LCP, TBT), worst run (accessibility, CLS)`,
  ];
  for (const page of figures.pages) {
    lines.push(
      `  ${page.path.padEnd(11)} performance ${page.performance} (${page.runs.map((run) => run.performance).join(', ')})` +
        `  accessibility ${page.accessibility}  CLS ${page.cls.toFixed(3)}` +
        `  LCP ${(page.lcpMs / 1000).toFixed(1)} s  TBT ${Math.round(page.tbtMs)} ms`,
      `  ${''.padEnd(11)} ${page.note}`,
    );
    for (const audit of page.failingAccessibilityAudits) {
      lines.push(`    accessibility fails: ${audit.id} (${audit.title})`);
      for (const element of audit.elements) lines.push(`      ${element.selector}: ${element.reason}`);
    }
    const warnings = new Set(page.runs.flatMap((run) => run.warnings));
    for (const warning of warnings) lines.push(`    warning: ${warning}`);
  }
  const met = figures.pages.every((page) => page.accessibility === 100 && page.cls < 0.05);
  lines.push(`  targets (accessibility 100, CLS < 0.05): ${met ? 'met' : 'NOT met'}`);
  return lines.join('\n');
}
