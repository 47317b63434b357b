import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { pdfText } from '../support/pdf-text.ts';
import { signIn } from '../support/sign-in.ts';

/** Documents (issue 14): buyer@'s invoices, their PDFs, a zip and a mail; limited@ has no documents. */

async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username);
}

async function contentOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** The entry names of a zip, from its central directory. */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const names: string[] = [];
  let offset = zip.readUInt32LE(end + 16);
  for (let index = 0; index < zip.readUInt16LE(end + 10); index += 1) {
    const nameLength = zip.readUInt16LE(offset + 28);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return names;
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const invoiceTable = (page: Page) => page.getByRole('table', { name: /^Invoices of/ });
const rowNumbers = (page: Page) => invoiceTable(page).locator('tbody th[scope="row"]').allInnerTexts();

test.describe('documents', () => {
  test('buyer@ filters invoices, opens one with its PDF, downloads three as a zip and mails two', async ({ page }) => {
    await signInAs(page, 'buyer@example.com');
    await expect(mainNavigation(page).getByRole('link', { name: 'Documents', exact: true })).toBeVisible();
    await page.goto('/documents');
    await expect(page).toHaveURL(/\/documents\/invoice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(invoiceTable(page)).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).selectOption('overdue');
    await expect(page).toHaveURL(/\?status=overdue$/);
    const rows = invoiceTable(page).locator('tbody tr');
    await expect(rows.first()).toContainText('Overdue');
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Overdue');
    await expectNoAxeViolations(page);

    // The invoice modal, its order link and its PDF.
    const [number = ''] = await rowNumbers(page);
    await invoiceTable(page)
      .getByRole('button', { name: `Show Invoice ${number}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Invoice ${number}` });
    await expect(dialog.getByRole('table', { name: 'Lines' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Order / })).toHaveAttribute('href', /^\/orders\/(sap|b2b|edi)\//);
    await expect(dialog.getByRole('link', { name: 'Raise a ticket about this document' })).toHaveAttribute(
      'href',
      `/ticket/new?category=invoice&document=invoice%2F${number}&subject=Invoice+${number}`,
    );
    await dialog.getByRole('button', { name: 'Show PDF preview' }).click();
    await expect(dialog.locator('iframe')).toHaveAttribute('title', `PDF of Invoice ${number}`);
    await expectNoAxeViolations(page);
    const pdfDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await contentOf(await pdfDownload);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(number);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Three as a zip.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/documents\/invoice$/);
    const [first = '', second = '', third = ''] = await rowNumbers(page);
    for (const selected of [first, second, third]) {
      await page.getByRole('checkbox', { name: `Select ${selected}` }).check();
    }
    await expect(page.getByRole('heading', { name: '3 documents selected' })).toBeVisible();
    await expect(page.getByText(/^Total £/)).toBeVisible();
    const zipDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDFs (zip)' }).click();
    const zip = await contentOf(await zipDownload);
    expect(zipEntryNames(zip)).toEqual([first, second, third].map((id) => `invoice-${id}.pdf`));

    // Two by e-mail.
    await page.getByRole('checkbox', { name: `Select ${third}` }).uncheck();
    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    const send = page.getByRole('dialog', { name: 'Send documents by e-mail' });
    await send.getByLabel('Recipients').fill('documents-e2e@example.com');
    await send.getByLabel('Message (optional)').fill('The invoices we spoke about.');
    await expectNoAxeViolations(page);
    await send.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(send.getByRole('status').filter({ hasText: 'documents-e2e@example.com' })).toBeVisible();

    const outbox = await page.request.get('/dev/outbox.json');
    const { mails } = (await outbox.json()) as {
      mails: Array<{ to: string; text: string; attachments: Array<{ filename: string; contentType: string }> }>;
    };
    const mail = mails.find((candidate) => candidate.to === 'documents-e2e@example.com');
    expect(mail?.text).toContain('The invoices we spoke about.');
    expect(mail?.attachments.map((file) => file.filename).sort()).toEqual(
      [first, second].map((id) => `invoice-${id}.pdf`).sort(),
    );
    expect(mail?.attachments.every((file) => file.contentType === 'application/pdf')).toBe(true);
  });

  test('limited@ has no Documents item and /documents leads elsewhere', async ({ page }) => {
    await signInAs(page, 'limited@example.com');
    await expect(mainNavigation(page).getByRole('link', { name: 'Help', exact: true })).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Documents', exact: true })).toHaveCount(0);
    await page.goto('/documents');
    await expect(page).not.toHaveURL(/\/documents/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
