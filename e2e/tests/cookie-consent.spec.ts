import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { optOutCookieName, readDataLayer } from '../support/cookie-consent.ts';
import { signIn } from '../support/sign-in.ts';

const dialogName = 'Your cookie settings';
/** Spec 9: the opt-out cookie lives 24*30*12 hours. */
const optOutLifetimeSeconds = 24 * 30 * 12 * 60 * 60;

/** Signs in with a browser that never chose, where the cookie-policy modal shows. */
async function signInFresh(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username, undefined, { cookieChoice: 'none' });
}

function cookieDialog(page: Page) {
  return page.getByRole('alertdialog', { name: dialogName });
}

function pageViews(layer: Array<Record<string, unknown>> | null) {
  return (layer ?? []).filter((entry) => entry.event === 'page_view');
}

test.describe('cookie consent (spec 2.6, 4 and 9)', () => {
  test('buyer@ gets the modal: focus inside, both links, closed by neither a click outside nor Escape, axe clean', async ({
    page,
  }) => {
    await signInFresh(page, 'buyer@example.com');
    const dialog = cookieDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Do not accept' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', /\.pdf$/);
    await expect(dialog.getByRole('link', { name: /Cookie policy/ })).toHaveAttribute('href', /\.pdf$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null))
      .toBe(true);

    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing is tracked before a choice.
    expect(await readDataLayer(page)).toBeNull();
  });

  test('declining sets the opt-out cookie for 24*30*12 hours, tracks nothing, and is remembered', async ({
    page,
    context,
  }) => {
    await signInFresh(page, 'buyer@example.com');
    await cookieDialog(page).getByRole('button', { name: 'Do not accept' }).click();
    await expect(cookieDialog(page)).toBeHidden();

    const cookie = (await context.cookies()).find((candidate) => candidate.name === optOutCookieName);
    expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - optOutLifetimeSeconds)).toBeLessThan(120);
    expect(await readDataLayer(page)).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    await expect(cookieDialog(page)).toHaveCount(0);
    await page.goto('/cookie-policy');
    await expect(page.getByRole('status').filter({ hasText: 'You have declined analytics cookies' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Privacy policy/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await readDataLayer(page)).toBeNull();
  });

  test('accepting pushes the page view with the analytics fields and is remembered', async ({ page, context }) => {
    await signInFresh(page, 'buyer@example.com');
    await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(cookieDialog(page)).toBeHidden();

    await expect.poll(async () => pageViews(await readDataLayer(page))).toHaveLength(1);
    const [view] = pageViews(await readDataLayer(page));
    expect(view).toMatchObject({
      event: 'page_view',
      page_path: '/dashboard',
      page_title: 'dashboard',
      mail: 'buyer@example.com',
      external: true,
      language: 'en',
      // The selected sold-to's country, from the customer call (spec 3).
      country: 'GB',
    });
    expect(Object.keys(view ?? {}).sort()).toEqual(
      [
        'event',
        'page_path',
        'page_title',
        'mail',
        'external',
        'persona',
        'soldToId',
        'soldToLegalName',
        'brands',
        'language',
        'country',
      ].sort(),
    );
    expect(view?.soldToId).toHaveLength(1);
    expect(view?.soldToLegalName).toHaveLength(1);
    expect((view?.brands as string[]).length).toBeGreaterThan(0);
    expect((await context.cookies()).some((cookie) => cookie.name === optOutCookieName)).toBe(false);

    // A route change is a page view of its own.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Help' }).click();
    await expect
      .poll(async () => pageViews(await readDataLayer(page)).map((entry) => entry.page_path))
      .toEqual(['/dashboard', '/faqs']);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(cookieDialog(page)).toHaveCount(0);
    await page.goto('/cookie-policy');
    await expect(page.getByRole('status').filter({ hasText: 'You have accepted analytics cookies' })).toBeVisible();
  });

  test('the modal returns once the configured expiry has passed', async ({ page }) => {
    const config = (await (await page.request.get('/pub/api/v1/config')).json()) as {
      cookieConsent: { expiryMinutes: number };
    };
    const minutes = config.cookieConsent.expiryMinutes;

    await page.clock.install();
    await signInFresh(page, 'buyer@example.com');
    await cookieDialog(page).getByRole('button', { name: 'Do not accept' }).click();
    await expect(cookieDialog(page)).toBeHidden();

    // The page wakes itself at the expiry (in steps for expiries beyond setTimeout's range), so no reload is
    // needed; the server's clock is untouched, so the session survives even the default of a year.
    await page.clock.fastForward((minutes - 1) * 60_000);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    await expect(cookieDialog(page)).toHaveCount(0);
    await page.clock.fastForward(2 * 60_000);
    await expect(cookieDialog(page)).toBeVisible();
    // And after a reload too.
    await page.reload();
    await expect(cookieDialog(page)).toBeVisible();
  });

  test('staff@ never gets the modal, and the cookie policy page says why', async ({ page }) => {
    await signInFresh(page, 'staff@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieDialog(page)).toHaveCount(0);
    await page.goto('/cookie-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    await expect(page.getByText(/never used for staff accounts/)).toBeVisible();
    await expect(cookieDialog(page)).toHaveCount(0);
    expect(await readDataLayer(page)).toBeNull();
  });

  test('the sold-to picker (multi@) never shows it', async ({ page }) => {
    await signInFresh(page, 'multi@example.com');
    // multi@ lands there until an account is picked (the across-accounts specs pick one later); the picker stays
    // reachable either way.
    await page.goto('/sold-to');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
    await expect(cookieDialog(page)).toHaveCount(0);
  });

  test('the waiting page (pending@) never shows it', async ({ page }) => {
    await signInFresh(page, 'pending@example.com');
    await expect(page).toHaveURL(/\/waiting$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cookieDialog(page)).toHaveCount(0);
  });
});
