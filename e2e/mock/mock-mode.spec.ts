import { expect, test } from '@playwright/test';

test('mock mode: buyer@ signs in as a demo persona and gets the dashboard with no server behind the portal', async ({
  page,
}) => {
  // Nothing answers these paths in mock mode: a request for one would mean a call went around the mock transport.
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(priv|pub|api|oidc|idp)\//.test(pathname) && !pathname.endsWith('/client-errors')) {
      apiRequests.push(pathname);
    }
  });

  await page.goto('/login');
  await page.getByRole('button', { name: /buyer@example\.com/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  // The cookie-policy modal comes first for a customer; then the homepage content of the buyer's sold-to.
  await page.getByRole('button', { name: 'Do not accept' }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
  await expect(page.locator('main [data-layout="hero-banner"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(apiRequests).toEqual([]);

  // Signing out forgets the mock session and offers the personas again.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /buyer@example\.com/ })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('portal.accessToken'))).toBeNull();
});
