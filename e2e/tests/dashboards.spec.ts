import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { chooseLanguage, saveLanguage } from '../support/shell.ts';
import { signIn } from '../support/sign-in.ts';

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username);
}

const layout = (page: Page, name: string) => page.locator(`main [data-layout="${name}"]`);

async function cardIds(page: Page): Promise<string[]> {
  const list = page.locator('main [data-card]');
  await expect(list.first()).toBeVisible();
  return list.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.card ?? ''));
}

/**
 * The language switch is saved for the user: a user of buyer@'s shape of this spec's own (e2e/personas/) makes it,
 * so buyer@ stays in English for the specs beside this one. The other tests only read.
 */
const ownBuyer = 'e2e-dashboards-1@example.com';

test.describe('dashboards and content', () => {
  test("buyer@'s content dashboard in English and, after switching, in Italian", async ({ page }) => {
    await signInAs(page, ownBuyer);
    try {
      for (const name of ['hero-banner', 'cards', 'carousel']) await expect(layout(page, name).first()).toBeVisible();
      const englishHero = await layout(page, 'hero-banner').first().innerText();
      await expect(page.locator('main [data-content-page]').first()).toHaveAttribute('lang', 'en');
      await expectNoAxeViolations(page);

      await chooseLanguage(page, 'it', 'en');
      await expect(page.locator('main [data-content-page]').first()).toHaveAttribute('lang', 'it');
      for (const name of ['hero-banner', 'cards', 'carousel']) await expect(layout(page, name).first()).toBeVisible();
      expect(await layout(page, 'hero-banner').first().innerText()).not.toBe(englishHero);
      await expectNoAxeViolations(page);
    } finally {
      await saveLanguage(page, ownBuyer, 'en');
    }
  });

  test("a reload of buyer@'s dashboard takes its first calls from the page's own early requests", async ({ page }) => {
    await signInAs(page, 'buyer@example.com');
    await expect(layout(page, 'hero-banner').first()).toBeVisible();
    const firstCalls = [
      '/priv/api/admin/tools/permissions',
      '/priv/api/v1/labels/en-US',
      '/priv/api/v1/user/customers',
      '/priv/api/v1/cms/contents-homepage/en',
    ];
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await expect(layout(page, 'hero-banner').first()).toBeVisible();
    // Asked once each, by the page's inline script, and every early answer taken by the start-up.
    for (const call of firstCalls)
      expect(
        asked.filter((pathname) => pathname === call),
        call,
      ).toHaveLength(1);
    const early = await page.evaluate(() => {
      const calls = (window as unknown as { __portalEarlyCalls?: Record<string, unknown> }).__portalEarlyCalls ?? {};
      return Object.entries(calls).map(([url, call]) => ({
        pathname: new URL(url).pathname,
        taken: call === undefined,
      }));
    });
    expect(early.map(({ pathname }) => pathname).sort()).toEqual([...firstCalls].sort());
    expect(early.filter(({ taken }) => !taken)).toEqual([]);
  });

  test('staff@ sees the internal cards its permissions allow, approver@ fewer', async ({ page, browser, baseURL }) => {
    await signInAs(page, 'staff@example.com');
    const staffCards = await cardIds(page);
    expect(staffCards).toEqual(expect.arrayContaining(['orderManagement', 'onBehalf', 'customerCreation', 'vas']));
    await expectNoAxeViolations(page);

    // A context of its own: the provider's session cookie of staff@ must not sign approver@ in.
    const context = await browser.newContext({ baseURL });
    const approver = await context.newPage();
    await signInAs(approver, 'approver@example.com');
    const approverCards = await cardIds(approver);
    expect(approverCards.length).toBeLessThan(staffCards.length);
    expect(approverCards).toContain('onBehalf');
    expect(approverCards).not.toContain('orderManagement');
    await context.close();
  });

  test('salesrep@ gets the sales-agent cancellation form card', async ({ page }) => {
    await signInAs(page, 'salesrep@example.com');
    const card = page.locator('main [data-card="cancellationForm"] a');
    await expect(card).toContainText('Sales agent cancellation form');
    await expect(card).toHaveAttribute('href', /audience=sales-agent/);
    await expect(card).toHaveAttribute('target', '_blank');
  });

  test('an internal-style page opens the configured tool with brand and language', async ({ page }) => {
    await signInAs(page, 'staff@example.com');
    await page.goto('/order');
    await page.getByRole('button', { name: 'Choose a brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a brand' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Vans' }).click();
    await page.waitForURL(/\/legacy\/ordermanagement\?/);
    expect(new URL(page.url()).searchParams.get('brand')).toBe('50');
    await expect(page.locator('dd[data-field]')).toHaveText(['ORDERMANAGEMENT', 'Vans (50)', 'English (en)', 'none']);
  });

  test("a staff card whose tool fails to open says so at the card, in the tool page's words", async ({ page }) => {
    await signInAs(page, 'staff@example.com');
    await page.route('**/priv/api/v1/legacy/ADMIN**', (route) =>
      route.fulfill({ status: 502, json: { error: 'Bad Gateway', message: 'The tool does not answer.' } }),
    );
    await page.goto('/dashboard');
    const card = page.locator('li[data-card="adminTool"]');
    // The card's own button, not its "Favourite: Admin tool" star.
    await card.getByRole('button', { name: /^Admin tool/ }).click();
    const alert = card.getByRole('alert');
    await expect(alert).toContainText('Admin tool could not be opened');
    await expect(alert).toContainText('If the problem persists, contact the service desk.');
    await expect(alert).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("a legacy address that is not absolute gives the spec's error", async ({ page }) => {
    await signInAs(page, 'staff@example.com');
    await page.route('**/priv/api/v1/legacy/ETAF**', (route) => route.fulfill({ json: '/etaf/start' }));
    const reported: string[] = [];
    page.on('console', (message) => reported.push(message.text()));
    await page.goto('/etaf');
    await page.getByRole('button', { name: 'Open eTAF' }).click();
    await expect(page.getByRole('alert')).toContainText('The address configured for this tool is not valid');
    expect(reported.join('\n')).toContain('getLegacyUrl - not valid url');
  });
});
