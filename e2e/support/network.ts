import type { Page, Request } from '@playwright/test';

/** Requests that stay open as long as the page does (the live updates counter): never "in flight" for quiet. */
export const longLivedRequests = /\/priv\/api\/v1\/updates\/stream/;

/**
 * Follows a page's requests from now on, so a test can wait until the network has been quiet for a moment:
 * Playwright's `networkidle` never comes while a Server-Sent Events stream is open.
 */
export function trackNetwork(page: Page, ignore: RegExp = longLivedRequests) {
  const pending = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (pending.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (ignore.test(request.url())) return;
    pending.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Resolves once no followed request has been in flight for `quietMs`. */
    async quiet({ quietMs = 500, timeoutMs = 20_000 } = {}): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (pending.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) {
          throw new Error(`Network not quiet after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
        }
        await page.waitForTimeout(100);
      }
    },
  };
}
