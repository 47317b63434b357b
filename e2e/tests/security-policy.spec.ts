import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { remoteRoutes } from '../support/remote-routes.ts';
import { signIn, signOut, storedTokens } from '../support/sign-in.ts';
import { trackNetwork } from '../support/network.ts';

/** `script-src 'nonce-…' 'strict-dynamic'` → { 'script-src': ["'nonce-…'", "'strict-dynamic'"] }. */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Every page of the portal a user can open, by who opens it. */
const publicPages = ['/login', '/forgot-password', '/public/video/season-preview.aa2b7bf4', '/faqs/public'];
const customerPages = [
  '/dashboard',
  '/brands',
  '/brands/shop/40',
  '/tnf-gtm-hub',
  '/orders',
  '/reports',
  '/cookie-policy',
  '/terms-conditions',
  '/page/about',
  ...remoteRoutes.map((route) => route.path),
];
const internalPages = ['/dashboard', '/customer-search', '/customer-creation-requests', '/etaf', '/legacy/etaf'];

/**
 * Collects the page's CSP violations: the browser fires `securitypolicyviolation` on the document for each
 * one, before any report reaches the server.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

async function visit(page: Page, paths: readonly string[]): Promise<void> {
  const network = trackNetwork(page);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await network.quiet();
  }
}

async function storedViolations(request: APIRequestContext, accessToken: string): Promise<number> {
  const response = await request.get('/api/admin/client-errors?kind=csp-violation&limit=200', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: unknown[] }).items.length;
}

test.describe('content security policy', () => {
  test('HTML gets a strict policy with a fresh nonce that every script tag carries', async ({ request }) => {
    const nonces = new Set<string>();
    for (let round = 0; round < 2; round += 1) {
      const response = await request.get('/dashboard', { headers: { accept: 'text/html' } });
      const directives = directivesOf(response.headers()['content-security-policy'] ?? '');
      const [nonceSource = '', ...rest] = directives['script-src'] ?? [];
      expect(nonceSource).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/);
      expect(rest).toEqual(["'strict-dynamic'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      // The embedded identity provider shares the origin, so 'self' is the issuer too.
      expect(directives['connect-src']).toEqual(["'self'"]);
      expect(directives['report-uri']).toEqual(['/pub/api/v1/csp-reports']);

      const nonce = nonceSource.slice("'nonce-".length, -1);
      nonces.add(nonce);
      const html = await response.text();
      const tags = html.match(/<script\b[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(tags.length).toBeGreaterThan(1);
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  test('clicking through every page breaks no rule, and a real violation is reported to the server', async ({
    page,
    browser,
    request,
  }) => {
    // About thirty pages, each until the network is idle, on a shared machine.
    test.setTimeout(300_000);
    const violations = await watchViolations(page);

    await visit(page, publicPages);
    await page.goto('/login');
    await signIn(page, 'buyer@example.com');
    await visit(page, customerPages);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.keyboard.press('Escape');
    await signOut(page);

    await signIn(page, 'staff@example.com');
    await visit(page, internalPages);
    const { accessToken } = await storedTokens(page);

    const gate = await browser.newPage();
    const gateViolations = await watchViolations(gate);
    await gate.goto('/login');
    await signIn(gate, 'pending@example.com');
    await expect(gate).toHaveURL(/\/waiting$/);
    await gate.close();

    expect([...violations, ...gateViolations]).toEqual([]);
    const before = await storedViolations(request, accessToken);

    // Injected markup beaconing to another server, as a stored XSS would: refused, and the report is stored.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img alt="" src="https://evil.example/beacon.png">');
    });
    await expect.poll(() => violations).toEqual([expect.stringContaining('img-src blocked https://evil.example/')]);
    await expect.poll(() => storedViolations(request, accessToken)).toBe(before + 1);
  });
});
