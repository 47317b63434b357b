import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * "Order again" (issue 33): buyer@ opens an order with a style the brand no longer sells (the demo's Denali
 * Fleece), downloads its quick-order file, then orders it again: the built-in B2B stand-in redeems the hand-off and
 * shows the same lines, the discontinued ones apart. It writes only hand-offs of its own, so it runs side by side.
 */

/** A table's body rows as [SKU, quantity] (the stand-in's columns: style, colour, size, SKU, quantity). */
async function skuQuantities(table: Locator): Promise<string[][]> {
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '')),
    );
  return rows.map((cells) => [cells[3] ?? '', cells[4] ?? '']);
}

test('buyer@ orders an order again: the quick-order file and the shop stand-in hold the same lines', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'buyer@example.com');
  await page.goto('/orders?q=NF0A5GJ8');
  await page
    .getByRole('table', { name: /Orders of/ })
    .locator('tbody a')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  const orderAgain = page.getByRole('button', { name: 'Order again' });
  await expect(orderAgain).toBeVisible();
  await expectNoAxeViolations(page);

  // At 375 px the actions wrap and the page does not widen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(orderAgain).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The quick-order file, from the keyboard.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as quick-order file' }).focus();
  await page.keyboard.press('Enter');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quick-order-[a-z0-9]+-[A-Z0-9-]+\.csv$/);
  const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe('style,colour,size,sku,quantity,styleName,colourName');
  expect(rows.length).toBeGreaterThan(0);
  const fileLines = rows.map((row) => row.split(',').slice(3, 5));
  // The discontinued style is not in the file: it cannot be ordered again.
  expect(rows.some((row) => row.startsWith('NF0A5GJ8,'))).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: 'Quick-order file' })).toBeVisible();

  // Order again: the stand-in shop redeems the hand-off and lists what it received.
  await orderAgain.click();
  await page.waitForURL(/\/legacy\/b2b\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('brand')).toBe('40');
  expect(url.searchParams.get('language')).toBe('en');
  expect(url.searchParams.get('origin')).toBe('portal');
  await expect(page.getByRole('heading', { level: 2, name: 'Cart from the portal' })).toBeVisible();
  const added = page.getByRole('table', { name: 'Added to the cart' });
  expect(await skuQuantities(added)).toEqual(fileLines);
  const notSold = page.getByRole('table', { name: 'No longer sold' });
  await expect(notSold).toContainText('Denali Fleece (NF0A5GJ8)');
  await expectNoAxeViolations(page);

  // The hand-off is spent: coming back to the link shows no cart again.
  await page.reload();
  await expect(page.getByText('This cart was already received or has expired.')).toBeVisible();
});
