import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, storedTokens } from '../support/sign-in.ts';

/** A small but real PDF, an .exe named .pdf, and a file over the 10 MB limit. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);
const exe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(0x3a),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(0x40),
  Buffer.from('PE\0\0'),
]);
const big = Buffer.alloc(20 * 1024 * 1024, 0x20);

test.describe('help and tickets', () => {
  test('limited@ finds an answer, opens a ticket from it with a PDF, and sees customer service answer', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'limited@example.com');

    // The help centre: search across questions and answers.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Help/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill('tracking link');
    await expect(page.getByRole('status').filter({ hasText: /answers? found/ })).toBeVisible();
    const result = page.getByRole('link', { name: 'How do I track a delivery?' });
    const answerPath = new URL((await result.getAttribute('href')) ?? '', page.url()).pathname;

    // The answer by its own address, and "was this helpful".
    await page.goto(answerPath);
    await expect(page.getByRole('heading', { level: 1, name: 'How do I track a delivery?' })).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();

    // A ticket from the answer: the modal opens pre-filled.
    await page.getByRole('link', { name: 'Open a ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a ticket' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('How do I track a delivery?');
    await dialog
      .getByRole('textbox', { name: 'Describe your request' })
      .fill('The tracking link of our last delivery shows nothing.');
    await expectNoAxeViolations(page);

    // Too big is refused before sending; an .exe named .pdf by the server, by its content.
    const files = dialog.getByLabel('Attachments', { exact: true });
    await files.setInputFiles([{ name: 'huge.pdf', mimeType: 'application/pdf', buffer: big }]);
    await expect(dialog.getByRole('alert').filter({ hasText: 'huge.pdf is too big' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove huge.pdf' }).click();
    await files.setInputFiles([{ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: exe }]);
    await dialog.getByRole('button', { name: 'Send ticket' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'invoice.pdf is not a PDF, PNG, JPEG, XLSX or CSV file' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove invoice.pdf' }).click();

    // The real PDF goes through, with its progress shown.
    await files.setInputFiles([{ name: 'delivery-note.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await dialog.getByRole('button', { name: 'Send ticket' }).click();
    await expect(dialog.getByText(/^Ticket T-1000106-\d{4} was opened/)).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: 'Upload of delivery-note.pdf' })).toHaveAttribute(
      'value',
      '100',
    );
    const number = (await dialog.getByText(/^Ticket T-1000106-\d{4}/).textContent())?.match(/T-1000106-\d{4}/)?.[0];
    await dialog.getByRole('button', { name: 'View ticket' }).click();
    await page.waitForURL(/\/ticket\/[0-9a-f-]{36}$/);
    const ticketId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('button', { name: 'Download delivery-note.pdf' })).toBeVisible();

    // It is in the history, next to the demo tickets, whose files download like uploaded ones.
    await page.goto('/ticket/history');
    await expect(page.getByRole('link', { name: number ?? 'missing' })).toBeVisible();
    await page.getByRole('row').filter({ hasText: 'Carton missing and one damaged' }).getByRole('link').click();
    const demoDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download delivery-note-80061234.pdf' }).click();
    const demoNote = await demoDownload;
    expect(demoNote.suggestedFilename()).toBe('delivery-note-80061234.pdf');
    expect((await readFile((await demoNote.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    await page.goto('/ticket/history');

    // Customer service answers through the admin API; the answer shows in the conversation.
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await signIn(staffPage, 'staff@example.com');
    const { accessToken } = await storedTokens(staffPage);
    const answer = await staffPage.request.post(`/api/admin/tickets/${ticketId}/messages`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { body: 'The parcel is with the carrier; the tracking link works again.' },
    });
    expect(answer.status()).toBe(201);
    await staffContext.close();

    // buyer@ opens the ticket modal from an order's page: the order is filled in (nothing is sent).
    const buyerContext = await browser.newContext();
    const buyerPage = await buyerContext.newPage();
    await signIn(buyerPage, 'buyer@example.com');
    await buyerPage.goto('/orders');
    await buyerPage
      .getByRole('table', { name: /Orders of/ })
      .locator('tbody a')
      .first()
      .click();
    await buyerPage.waitForURL(/\/orders\/[^/]+\/[^/]+$/);
    const [source, orderId] = new URL(buyerPage.url()).pathname.split('/').slice(2);
    await buyerPage.getByRole('link', { name: 'Raise a ticket about this order' }).click();
    const fromOrder = buyerPage.getByRole('dialog', { name: 'Open a ticket' });
    await expect(fromOrder.getByRole('textbox', { name: /Related order/ })).toHaveValue(`${source}/${orderId}`);
    await expect(fromOrder.getByRole('combobox', { name: /Category/ })).toHaveValue('order');
    await expect(fromOrder.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Order ${orderId}`);
    await buyerContext.close();

    await page.getByRole('link', { name: number ?? 'missing' }).click();
    const reply = page.getByRole('article', { name: /^Message from Sarah Whitman/ });
    await expect(reply).toContainText('The parcel is with the carrier; the tracking link works again.');
    await expect(reply).toContainText('Customer service');
    await expect(page.getByText('Waiting for you')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('buyer@ raises a ticket about an order by keyboard: focus is visible and stays in the modal', async ({
    page,
  }) => {
    await signIn(page, 'buyer@example.com');
    await page.goto('/orders/sap/4510100074');
    await page.getByRole('link', { name: 'Raise a ticket about this order' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Open a ticket' });
    const subject = dialog.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toHaveValue('Order 4510100074');

    // The close button shows where focus is (Shift+Tab twice from Subject, past Category).
    await subject.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const close = dialog.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expect(close).toHaveCSS('outline-style', 'solid');

    // Sent by keyboard, focus stays in the dialog (on the confirmation), and Escape still closes it.
    await dialog.getByRole('textbox', { name: 'Describe your request' }).fill('Two cartons of this order arrived wet.');
    await dialog.getByRole('button', { name: 'Send ticket' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(/^Ticket T-\d+-\d{4} was opened/)).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/ticket\/history$/);
  });

  test('the public FAQ works signed out', async ({ page }) => {
    await page.goto('/faqs/public');
    await expect(page.getByRole('heading', { level: 1, name: 'Help and FAQ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'How do I track a delivery?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
