import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, signOut } from '../support/sign-in.ts';

// The landings read each persona as the demo seeds it, before the tests below change anything: keep the order.
// The account choice is made by a user of multi@'s shape of this spec's own (e2e/personas/), so multi@ itself
// keeps landing on the picker for every spec. newterms@'s sold-to accepts the terms here; the only other spec
// that signs newterms@ in (identity) accepts either landing, and own-server has a database of its own.
test.describe.configure({ mode: 'serial' });

/** Of multi@'s shape (the same three sold-tos and privileges); only this spec signs it in. */
const ownMulti = 'e2e-accounts-1@example.com';

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

  test('a user of several sold-tos picks an account, and the next sign-in selects it again', async ({ page }) => {
    expect(await signInAs(page, ownMulti)).toBe('/sold-to');
    const accounts = page.getByRole('main').getByRole('button');
    await expect(accounts).toHaveCount(3);
    const chosen = accounts.nth(1);
    const chosenText = (await chosen.textContent()) ?? '';
    await chosen.click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOut(page);
    expect(await signInAs(page, ownMulti)).toBe('/dashboard');
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
