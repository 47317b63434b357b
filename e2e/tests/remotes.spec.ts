import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { countReactRenderers, reactRendererCount } from '../support/react-renderers.ts';
import { remoteRoutes } from '../support/remote-routes.ts';
import { signIn } from '../support/sign-in.ts';

test.describe('remotes', () => {
  for (const route of remoteRoutes) {
    test(`${route.path} renders the ${route.remote} remote inside the host with one React`, async ({ page }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const entryRequest = page.waitForRequest(`**/remotes/${route.remote}/remoteEntry.js`);
      await countReactRenderers(page);

      await page.goto(route.path);
      await signIn(page);

      await entryRequest;
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      // The remote brings its own stylesheet from its own path.
      await expect(page.locator(`link[rel="stylesheet"][href*="/remotes/${route.remote}/assets/"]`)).toHaveCount(1);
      // The shell around the remote is the host's.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      expect(await reactRendererCount(page)).toBe(1);
      expect(pageErrors).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('navigating between remotes keeps one page and one React', async ({ page }) => {
    await countReactRenderers(page);
    await signIn(page);
    for (const route of remoteRoutes) {
      // Account settings is the user section's link; the others are navigation items.
      const link =
        route.path === '/account'
          ? page.getByRole('link', { name: /^Account settings/ })
          : page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: navLabel(route.path) });
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    }
    expect(await reactRendererCount(page)).toBe(1);
  });

  test("a remote's nested routes run on the host's router", async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page);
    // /ticket is the remote's index route, which redirects with the shared router to the ticket history.
    await page.goto('/ticket');
    await page.waitForURL((url) => url.pathname === '/ticket/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    // An address below a mount that the remote does not know leads to the mount (which opens the first type).
    await page.goto('/documents/no/such/page');
    await page.waitForURL((url) => url.pathname === '/documents' || url.pathname === '/documents/invoice');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});

function navLabel(path: string): string {
  const labels: Record<string, string> = {
    '/faqs': 'Help',
    '/ticket/history': 'Tickets',
    '/documents': 'Documents',
    '/updates': 'Updates',
  };
  return labels[path] ?? path;
}
