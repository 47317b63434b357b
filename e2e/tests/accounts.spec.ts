import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, signOut } from '../support/sign-in.ts';

// multi@ and newterms@ change state (last login, terms) that later tests read: keep the order.
test.describe.configure({ mode: 'serial' });

async function signInAs(page: Page, username: string): Promise<string> {
  await page.goto('/login');
  await signIn(page, username);
  return new URL(page.url()).pathname;
}

test.describe('accounts, permissions and terms', () => {
  const landings: Array<[string, RegExp]> = [
    ['buyer@example.com', /^\/dashboard$/],
    ['multi@example.com', /^\/sold-to$/],
    ['newterms@example.com', /^\/accept-terms-conditions\/\d+$/],
    ['pending@example.com', /^\/waiting$/],
    ['limited@example.com', /^\/dashboard$/],
    ['klaus@example.com', /^\/dashboard$/],
    ['staff@example.com', /^\/dashboard$/],
    ['approver@example.com', /^\/dashboard$/],
    ['salesrep@example.com', /^\/dashboard$/],
  ];
  for (const [username, landing] of landings) {
    test(`${username} lands where the design says`, async ({ page }) => {
      expect(await signInAs(page, username)).toMatch(landing);
      await expectNoAxeViolations(page);
    });
  }

  test('klaus@ gets the dashboard in German', async ({ page }) => {
    await signInAs(page, 'klaus@example.com');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  test('limited@ sees only Dashboard, Tickets and Help', async ({ page }) => {
    await signInAs(page, 'limited@example.com');
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link')).toHaveText(['Dashboard', 'Tickets', 'Help']);
  });

  test('multi@ picks an account, and the next sign-in selects it again', async ({ page }) => {
    expect(await signInAs(page, 'multi@example.com')).toBe('/sold-to');
    const accounts = page.getByRole('main').getByRole('button');
    await expect(accounts).toHaveCount(3);
    const chosen = accounts.nth(1);
    const chosenText = (await chosen.textContent()) ?? '';
    await chosen.click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOut(page);
    expect(await signInAs(page, 'multi@example.com')).toBe('/dashboard');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change account' });
    await expect(dialog.locator('p').first()).toContainText(chosenText.trim().split('\n')[0] ?? '');
    const others = dialog.getByRole('list').getByRole('button');
    await expect(others).toHaveCount(2);
    const next = (await others.first().locator('span').first().textContent()) ?? '';
    await others.first().click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change account' }).click();
    await expect(page.getByRole('dialog', { name: 'Change account' }).locator('p').first()).toContainText(next);
  });

  test('newterms@ accepts the terms and reaches the dashboard; the next sign-in skips them', async ({ page }) => {
    expect(await signInAs(page, 'newterms@example.com')).toMatch(/^\/accept-terms-conditions\//);
    await page.getByRole('button', { name: /accept/i }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await signOut(page);
    expect(await signInAs(page, 'newterms@example.com')).toBe('/dashboard');
  });

  test('pending@ waits and cannot reach the dashboard', async ({ page }) => {
    await signInAs(page, 'pending@example.com');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/waiting$/);
  });

  test('an unknown path leads to the dashboard', async ({ page }) => {
    await signInAs(page, 'buyer@example.com');
    await page.goto('/nonexistent');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
