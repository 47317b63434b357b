import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/sign-in.ts';

/** Search everywhere (issue 33): Ctrl+K from any page finds orders, documents, tickets and help answers. */

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username);
}

const searchField = (page: Page) => page.getByRole('combobox', { name: /Order, PO, invoice or ticket number/ });
const results = (page: Page) => page.getByRole('listbox', { name: 'Results' });

/** Opens the dialog with Ctrl+K and types `text`; resolves once the hits for it are listed. */
async function searchFor(page: Page, text: string): Promise<void> {
  if (!(await searchField(page).isVisible())) {
    // The shell (and with it the shortcut) is there once its search button is.
    await expect(page.getByRole('button', { name: 'Search the portal', exact: true }).first()).toBeVisible();
    await page.keyboard.press('Control+k');
  }
  await searchField(page).fill(text);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/Results found: \d+|Nothing found/);
}

test.describe('search everywhere', () => {
  test('buyer@ finds an order by its PO number, an invoice by its number and a help answer by a word', async ({
    page,
  }) => {
    await signInAs(page, 'buyer@example.com');
    // A PO number and an invoice number as the buyer holds them: read from their lists.
    await page.goto('/orders');
    const orderRow = page
      .getByRole('table', { name: /Orders of/ })
      .locator('tbody tr')
      .filter({ hasText: /PO-/ })
      .first();
    // The number's cell names the order system below it.
    const orderId = (await orderRow.locator('th').innerText()).trim().split(/\s+/)[0] ?? '';
    const poNumber = ((await orderRow.innerText()).match(/PO-[A-Z0-9-]+/) ?? [''])[0];
    await page.goto('/documents/invoice');
    const invoiceId = (
      await page
        .getByRole('table', { name: /^Invoices of/ })
        .locator('tbody th[scope="row"]')
        .first()
        .innerText()
    ).trim();
    await page.goto('/dashboard');

    await searchFor(page, poNumber);
    const orders = results(page).getByRole('group', { name: 'Orders' });
    await expect(orders.getByRole('option').first()).toContainText(orderId);
    await expect(searchField(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/orders/[a-z0-9]+/${orderId}$`));
    await expect(page.getByRole('dialog')).toBeHidden();

    await searchFor(page, invoiceId);
    await results(page).getByRole('group', { name: 'Documents' }).getByRole('option', { name: invoiceId }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/invoice\\?q=${invoiceId}$`));
    await expect(page.getByRole('table', { name: /^Invoices of/ }).locator('tbody th[scope="row"]')).toHaveText([
      invoiceId,
    ]);

    await searchFor(page, 'pre-season');
    const help = results(page).getByRole('group', { name: 'Help' });
    await help.getByRole('option', { name: /When can I place pre-season orders\?/ }).click();
    await expect(page).toHaveURL(/\/faqs\/topic\/[a-z0-9-]+\/faq\/faq-1$/);
    await expect(page.getByRole('heading', { name: 'When can I place pre-season orders?' })).toBeVisible();

    // The searches whose hits were opened come back while the field is empty; Escape closes.
    await expect(page.getByRole('button', { name: 'Search the portal', exact: true }).first()).toBeVisible();
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button', { name: 'pre-season', exact: true })).toBeVisible();
    await expect(recent.getByRole('button', { name: poNumber, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('limited@ finds no orders but finds tickets and help, also at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, 'limited@example.com');
    // The top bar's search button opens the dialog on a phone.
    await page.getByRole('banner').getByRole('button', { name: 'Search the portal' }).click();
    await searchFor(page, 'PO-');
    await expect(results(page).getByRole('group', { name: 'Orders' })).toHaveCount(0);
    // Its tickets by the beginning of their numbers.
    await searchFor(page, 'T-1000106');
    await expect(results(page).getByRole('group', { name: 'Tickets' }).getByRole('option').first()).toBeVisible();
    await searchFor(page, 'pre-season');
    await expect(results(page).getByRole('group', { name: 'Help' }).getByRole('option').first()).toBeVisible();
    await expect(results(page).getByRole('group', { name: 'Orders' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
