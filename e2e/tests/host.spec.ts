import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { countReactRenderers, reactRendererCount } from '../support/react-renderers.ts';
import { signIn } from '../support/sign-in.ts';

test.describe('host', () => {
  test('the root path opens the dashboard without fetching any remote', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/')) remoteRequests.push(request.url());
    });
    await countReactRenderers(page);

    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await reactRendererCount(page)).toBe(1);
    expect(remoteRequests).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('an unknown path leads to the dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('speaks the browser language and sets lang on the document', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen im Kundenportal' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    await context.close();
  });

  test('a keyboard user can skip to the content', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
