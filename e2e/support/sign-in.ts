import { expect, type Page } from '@playwright/test';

export const demoPassword = 'Portal#2026';

/** Fills the hosted sign-in page the portal redirected to. */
export async function submitCredentials(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** Signs in from /login through the hosted sign-in page and waits until the portal has the session. */
export async function signIn(page: Page, username = 'buyer@example.com', password = demoPassword): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await submitCredentials(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/oidc'));
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
