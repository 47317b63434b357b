import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pdfText } from '../support/pdf-text.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * The account summary (issue 32): buyer@ sees open and overdue amounts per currency with the aging buckets, follows
 * "overdue" to the filtered list, and downloads a statement of account whose PDF has its opening and closing balances.
 */

test('buyer@ reads the account summary, follows overdue to the list and downloads a statement PDF', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'buyer@example.com');
  await page.goto('/documents/summary');
  await expect(page.getByRole('heading', { level: 1, name: 'Account summary' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Kinds of document' });
  await expect(tabs.getByRole('link', { name: 'Account summary' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Invoices' })).toBeVisible();

  // buyer@ is billed in pounds and in euros: each has its open balance, what is overdue and the aging buckets.
  for (const currency of ['GBP', 'EUR']) {
    const account = page.getByRole('region', { name: `Account in ${currency}` });
    await expect(account.getByText('Open balance')).toBeVisible();
    await expect(account.getByText('Overdue', { exact: true })).toBeVisible();
    await expect(
      account.getByRole('link', { name: new RegExp(`overdue in ${currency}: show these invoices$`) }),
    ).toBeVisible();
    await expect(account.getByRole('table', { name: `Open invoices in ${currency} by days past due` })).toBeVisible();
    await expect(account.getByRole('columnheader')).toHaveText([
      'Not yet due',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
    ]);
  }
  // The credit limit is in the customer's currency.
  await expect(page.getByRole('region', { name: 'Account in GBP' }).getByText('Credit limit')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next items falling due' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Last payments received' })).toBeVisible();
  await expectNoAxeViolations(page);

  // "Overdue" leads to the invoices list filtered to it.
  await page
    .getByRole('region', { name: 'Account in GBP' })
    .getByRole('link', { name: /overdue in GBP: show these invoices$/ })
    .click();
  await expect(page).toHaveURL(/\/documents\/invoice\?status=overdue&currency=GBP$/);
  const rows = page.getByRole('table', { name: /^Invoices of/ }).locator('tbody tr');
  await expect(rows.first()).toContainText('Overdue');
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain('Overdue');
    expect(text).toContain('£');
  }
  await expect(page.getByText('All matching documents:')).toBeVisible();

  // The statement of account as a PDF.
  await page.goto('/documents/summary');
  const statement = page.getByRole('region', { name: 'Statement of account' });
  await statement.getByLabel('From').fill('2025-01-01');
  await statement.getByLabel('Format').selectOption('pdf');
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download statement' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^statement-1000101-2025-01-01-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Statement of account');
  expect(text).toMatch(/Opening balance\n£[\d,]+\.\d{2}/);
  expect(text).toMatch(/Closing balance\n£[\d,]+\.\d{2}/);
  await expect(statement.getByRole('status')).toContainText('Saved statement-1000101-2025-01-01-');
});
