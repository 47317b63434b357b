import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { chooseLanguage, expectNoTextOf, labelTexts, saveLanguage, type Language } from '../support/shell.ts';
import { signIn } from '../support/sign-in.ts';

// The language switches are saved for the user: they are made by a user of buyer@'s shape of this spec's own
// (e2e/personas/), so buyer@ stays in English for the specs beside this one. It gets English back at the end of
// each test, since the next test here expects it.
test.describe.configure({ mode: 'serial' });

/** Of buyer@'s shape (the same sold-to, privileges and menu); only this spec signs it in. */
const ownBuyer = 'e2e-shell-1@example.com';

const viewports = [
  { name: 'mobile 375 px', width: 375, height: 812, rail: false },
  { name: 'tablet portrait 800 px', width: 800, height: 1180, rail: false },
  { name: 'desktop 1280 px', width: 1280, height: 800, rail: true },
] as const;

const languages: Language[] = ['en', 'de', 'es', 'fr', 'it'];
// Narrow layouts are checked in English and in German, whose longer words are the ones that break them; every
// language is checked on the desktop layout.
const narrowLayoutLanguages: Language[] = ['en', 'de'];

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username);
}

test.describe('navigation shell', () => {
  for (const viewport of viewports) {
    const checked = viewport.rail ? languages : narrowLayoutLanguages;
    test(`${viewport.name}: ${viewport.rail ? 'rail' : 'top bar'} layout, axe clean in ${checked.join(', ')}`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signInAs(page, ownBuyer);
      const main = page.getByRole('main');
      const banner = page.getByRole('banner');
      await expect(banner).toHaveCount(1);
      const visibleBanner = banner.first();

      if (viewport.rail) {
        // A 72 px rail beside the content, widening to 312 px over it on hover.
        await expect(main).toHaveCSS('padding-left', '72px');
        expect((await visibleBanner.boundingBox())?.width).toBe(72);
        await visibleBanner.hover();
        await expect.poll(async () => (await visibleBanner.boundingBox())?.width).toBe(312);
        await testInfo.attach('rail expanded', { body: await page.screenshot(), contentType: 'image/png' });
        await page.mouse.move(viewport.width - 10, viewport.height - 10);
        await expect.poll(async () => (await visibleBanner.boundingBox())?.width).toBe(72);
        // Keyboard users get the wide rail too.
        await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().focus();
        await expect.poll(async () => (await visibleBanner.boundingBox())?.width).toBe(312);
        await page.locator('#main-content').focus();
        await expect.poll(async () => (await visibleBanner.boundingBox())?.width).toBe(72);
      } else {
        // A top bar across the page; the content starts below it.
        expect((await visibleBanner.boundingBox())?.width).toBe(viewport.width);
        await expect(main).toHaveCSS('padding-top', '64px');
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
        await testInfo.attach('top bar menu open', { body: await page.screenshot(), contentType: 'image/png' });
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
      }
      await testInfo.attach(`${viewport.name} dashboard`, { body: await page.screenshot(), contentType: 'image/png' });

      try {
        let current: Language = 'en';
        for (const language of checked) {
          if (language !== current) await chooseLanguage(page, language, current);
          current = language;
          await expectNoAxeViolations(page);
        }
      } finally {
        await saveLanguage(page, ownBuyer, 'en');
      }
    });
  }

  test('buyer@ sees the full customer menu', async ({ page }) => {
    await signInAs(page, 'buyer@example.com');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('listitem')).toHaveText([
      'Dashboard',
      'Brands',
      'Order',
      'Order inquiry',
      'Order history',
      'Returns',
      'Warranty',
      'Digital showroom',
      'Reports',
      'Documents',
      // With its unread counter.
      /^Updates(\d+)?$/,
      'Tickets',
      'Help',
    ]);
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('staff@ gets card shortcuts instead of the customer items', async ({ page }) => {
    await signInAs(page, 'staff@example.com');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'On behalf of a customer' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Brands' })).toHaveCount(0);
  });

  test('switching language on /login changes every visible text and survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the customer portal');
    await page.getByLabel('Language').selectOption('it');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expectNoTextOf(page, 'en', 'it');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(labelTexts('it').auth?.login_title ?? '');
    await expectNoTextOf(page, 'en', 'it');
  });

  test('switching language after sign-in changes every visible text and survives a reload', async ({ page }) => {
    await signInAs(page, ownBuyer);
    try {
      await chooseLanguage(page, 'fr', 'en');
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
      await expectNoTextOf(page, 'en', 'fr');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
      await expectNoTextOf(page, 'en', 'fr');
    } finally {
      await saveLanguage(page, ownBuyer, 'en');
    }
  });

  test('a failed label load says so, and trying again recovers', async ({ page }) => {
    await page.route('**/pub/api/v1/labels/**', (route) => route.fulfill({ status: 503, json: { error: 'Down' } }));
    await page.goto('/login');
    await expect(page.getByRole('alert')).toHaveText('Error retrieving labels');
    await expectNoAxeViolations(page);
    await page.unroute('**/pub/api/v1/labels/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the customer portal');
  });
});
