import { expect, test } from '@playwright/test';
import { presetCookieChoice } from '../support/cookie-consent.ts';
import { submitCredentials } from '../support/sign-in.ts';

// The server's public address is http://localhost:<port> (PUBLIC_URL); the same server answers 127.0.0.1 too.
const publicUrl = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:8181');
const otherAddress = `http://127.0.0.1:${publicUrl.port}`;

test('opened at 127.0.0.1, the portal moves to its public address and signs in', async ({ page }) => {
  await presetCookieChoice(page);
  await page.goto(`${otherAddress}/dashboard`);
  await page.waitForURL((url) => url.origin === publicUrl.origin && url.pathname === '/login');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await submitCredentials(page, 'buyer@example.com');
  await page.waitForURL((url) => url.origin === publicUrl.origin && url.pathname === '/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
