import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/sign-in.ts';

/** Orders and reports (issue 13): what buyer@ and klaus@ do with their order history. */

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username);
}

async function contentOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

const ordersTable = (page: Page) => page.getByRole('table', { name: /Orders of|Bestellungen von/ });

test.describe('orders and reports', () => {
  test('buyer@ filters orders by brand and status, opens one, and exports the list as CSV and XLSX', async ({
    page,
  }) => {
    await signInAs(page, 'buyer@example.com');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    await expect(ordersTable(page)).toBeVisible();

    await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'The North Face' });
    await page.getByRole('combobox', { name: 'Status' }).selectOption('invoiced');
    await expect(page).toHaveURL(/\?brand=40&status=invoiced|\?status=invoiced&brand=40/);
    const rows = ordersTable(page).locator('tbody tr');
    // The first row of the unfiltered list is a North Face order too: wait for the status as well.
    await expect(rows.first()).toContainText('The North Face');
    await expect(rows.first()).toContainText('Invoiced');
    for (const text of await rows.allInnerTexts()) {
      expect(text).toContain('The North Face');
      expect(text).toContain('Invoiced');
    }
    await expectNoAxeViolations(page);

    // The view survives a reload: the address holds it.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('invoiced');

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await contentOf(await csvDownload)).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    // Headers, statuses and brands in words, in the buyer's language.
    expect(header?.split(',').slice(0, 7)).toEqual([
      'Order system',
      'Order',
      'PO number',
      'Order date',
      'Order status',
      'Brand',
      'Season',
    ]);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/,Invoiced,The North Face,/);
    await expect(page.getByRole('status').filter({ hasText: 'Export ready' })).toBeVisible();

    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    const xlsx = await contentOf(await xlsxDownload);
    // An XLSX workbook is a zip archive.
    expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await xlsxDownload).suggestedFilename()).toMatch(/^orders-1000101-.*\.xlsx$/);

    await ordersTable(page).locator('tbody a').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expect(page.getByRole('table', { name: /Lines of order/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Deliveries' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Track parcel/ }).first()).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('region', { name: 'Status timeline' })).toContainText('Shipped');
    await expectNoAxeViolations(page);
  });

  test('buyer@ opens a report, sees its chart and table, and downloads it', async ({ page }) => {
    await signInAs(page, 'buyer@example.com');
    await page.goto('/reports');
    await page.getByRole('link', { name: /Delivery performance/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery performance' })).toBeVisible();
    const chart = page.getByRole('figure', { name: /Deliveries by Month/ });
    await expect(chart.getByRole('application')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    const table = page.getByRole('table', { name: /Delivery performance for/ });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^delivery-performance-1000101-.*\.xlsx$/);
    expect((await contentOf(file)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  test('klaus@ sees his orders and a report in German, with German dates and amounts', async ({ page }) => {
    await signInAs(page, 'klaus@example.com');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellhistorie' })).toBeVisible();
    const firstRow = ordersTable(page).locator('tbody tr').first();
    await expect(firstRow).toBeVisible();
    // "14.11.2026" and "1.234,50 €" (or another currency after the amount).
    await expect(firstRow).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await expect(firstRow).toContainText(/\d,\d{2}\s(€|CHF|£|\$)/);
    await expect(page.getByText(/\d+ Bestellungen/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/reports/order-intake');
    await expect(page.getByRole('heading', { level: 1, name: 'Auftragseingang nach Marke und Saison' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Nettowert' })).toBeVisible();
    await expect(page.getByRole('figure')).toContainText('Stück nach Marke');
    await expectNoAxeViolations(page);
  });
});
