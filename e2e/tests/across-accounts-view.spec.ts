import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, signInWithAccount } from '../support/sign-in.ts';

/**
 * One view across accounts (issue 32): multi@ shows the orders of all three sold-tos, filters and exports them,
 * opens an order of another sold-to than the working one and comes back to the same view; chain@ filters the
 * account picker, picks a store, reads the account summary across the 25 stores and follows a figure to the invoices
 * behind it. Both pick an account, which the next sign-in reads (their last login): the spec runs with the specs that
 * change what personas share, after the accounts spec and before the identity spec, which changes multi@'s password
 * (file order: hence the name).
 */

/** The page has no sideways scroll at a phone's, a tablet's and a desktop's width (tables scroll in their frame). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
}

/** The sold-to numbers of the Sold-to column (the first data cell of each row), in page order. */
async function soldToColumn(page: Page): Promise<string[]> {
  const cells = await page.locator('table tbody tr td:first-of-type').allTextContents();
  return cells.map((text) => /\d{7}/.exec(text)?.[0] ?? '');
}

test('multi@ shows the orders of all accounts, filters and exports them, opens another account’s order and comes back', async ({
  page,
}) => {
  // Without a last login multi@ lands on the picker (the accounts spec has picked one before this spec runs).
  await signInWithAccount(page, 'multi@example.com', '1000102');
  await page.goto('/orders');
  const selector = page.getByRole('button', { name: /^Accounts shown:/ });
  await expect(selector).toHaveAttribute('aria-expanded', 'false');
  const working = /\((\d{7})\)/.exec((await selector.textContent()) ?? '')?.[1] ?? '';
  expect(working).toMatch(/^\d{7}$/);
  await expect(page.getByRole('table', { name: new RegExp(`Orders of .*${working}`) })).toBeVisible();

  // The selector by keyboard alone: open, move to "All my accounts", apply.
  await selector.focus();
  await page.keyboard.press('Enter');
  await expect(selector).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^This account:/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'All my accounts' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\?accounts=all$/);
  await expect(selector).toBeFocused();
  await expect(selector).toHaveText(/All my accounts \(3\)/);

  const table = page.getByRole('table', { name: 'Orders of 3 accounts, newest first' });
  await expect(table.getByRole('columnheader', { name: 'Sold-to' })).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect(new Set(await soldToColumn(page)).size).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // A filter keeps the accounts in the address.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('invoiced');
  await expect(page).toHaveURL(/\/orders\?status=invoiced&accounts=all$/);
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // The export holds the same accounts, with the sold-to of each line first.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = (await readFile(await (await download).path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split(/\r?\n/);
  expect(header?.split(',').slice(0, 2)).toEqual(['Sold-to', 'Order system']);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toMatch(/,Invoiced,/);
  expect(new Set(lines.map((line) => line.split(',')[0])).size).toBeGreaterThanOrEqual(2);

  // An order of another sold-to opens for that sold-to; the working one stays.
  const soldTos = await soldToColumn(page);
  const row = soldTos.findIndex((soldTo) => soldTo !== working);
  expect(row).toBeGreaterThanOrEqual(0);
  const other = soldTos[row] ?? '';
  await table.locator('tbody tr').nth(row).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/[a-z0-9]+/[A-Z0-9-]+\\?customer=${other}$`, 'i'));
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await expect(page.getByText(new RegExp(`This order belongs to .*\\(${other}\\)`))).toBeVisible();
  await expect(page.getByRole('table', { name: /Lines of order/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to the order history' }).click();
  await expect(page).toHaveURL(/\/orders\?status=invoiced&accounts=all$/);
  await expect(page.getByRole('table', { name: 'Orders of 3 accounts, newest first' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('invoiced');
});

test('chain@ filters the account picker, picks a store and reads the account summary across its stores', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'chain@example.com');
  if (new URL(page.url()).pathname !== '/sold-to') await page.goto('/sold-to');
  const stores = page.getByRole('list', { name: 'Your accounts' }).getByRole('button');
  await expect(stores).toHaveCount(25);

  const filter = page.getByRole('searchbox', { name: 'Filter accounts' });
  await filter.focus();
  await page.keyboard.type('Hamburg');
  await expect(page.getByRole('status').filter({ hasText: 'of 25 accounts shown' })).toHaveText(
    '1 of 25 accounts shown',
  );
  await expect(stores).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Tab');
  await expect(stores.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard$/);

  await page.goto('/documents/summary?accounts=all');
  const covers = page.getByRole('region', { name: 'This summary covers 25 accounts' });
  await expect(covers.getByRole('listitem')).toHaveCount(25);
  await expect(page.getByRole('button', { name: /^Accounts shown:/ })).toHaveText(/All my accounts \(25\)/);
  const euros = page.getByRole('region', { name: 'Account in EUR' });
  await expect(euros.getByText('Open balance')).toBeVisible();
  // The list behind a figure shows the same accounts.
  await expect(euros.getByRole('link', { name: /overdue in EUR: show these invoices$/ })).toHaveAttribute(
    'href',
    /accounts=all/,
  );
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The invoices behind the figure, listed across the stores with the sold-to of each.
  await euros.getByRole('link', { name: /overdue in EUR: show these invoices$/ }).click();
  await expect(page).toHaveURL(/accounts=all/);
  const invoices = page.getByRole('table').first();
  await expect(invoices.getByRole('columnheader', { name: 'Sold-to' })).toBeVisible();
  await expect(invoices.locator('tbody tr').first()).toBeVisible();
  const rows = await invoices.locator('tbody tr').allInnerTexts();
  const storesListed = new Set(rows.map((row) => /\b10002(?:0[1-9]|1\d|2[0-5])\b/.exec(row)?.[0]).filter(Boolean));
  expect(storesListed.size).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
});
