import { expect, test } from '@playwright/test';

test('mock mode: buyer@ signs in as a demo persona and gets the dashboard with no server behind the portal', async ({
  page,
}) => {
  // Nothing answers these paths in mock mode: a request for one would mean a call went around the mock transport.
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(priv|pub|api|oidc|idp)\//.test(pathname) && !pathname.endsWith('/client-errors')) {
      apiRequests.push(pathname);
    }
  });

  await page.goto('/login');
  await page.getByRole('button', { name: /buyer@example\.com/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  // The cookie-policy modal comes first for a customer; then the homepage content of the buyer's sold-to.
  await page.getByRole('button', { name: 'Do not accept' }).click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
  await expect(page.locator('main [data-layout="hero-banner"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(apiRequests).toEqual([]);

  // Signing out forgets the mock session and offers the personas again.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /buyer@example\.com/ })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('portal.accessToken'))).toBeNull();
});

test('mock mode: buyer@ opens the order history, an order and the updates, staff@ the customer search, all from the mock files', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(priv|pub|api|oidc|idp)\//.test(pathname)) apiRequests.push(pathname);
  });

  await page.goto('/login');
  await page.getByRole('button', { name: /buyer@example\.com/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Do not accept' }).click({ timeout: 20_000 });
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: /Order history/ }).click();
  // The rail stays open over the page while its link has the focus: the order is opened by keyboard.
  await page.getByRole('link', { name: 'B2B-10100011' }).focus({ timeout: 20_000 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /Order B2B-10100011/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('cell', { name: 'NF0A52SH-4GX-OS' })).toBeVisible();

  // A ticket about the order: the upload goes through the mock transport too, with its progress.
  await page.getByRole('link', { name: 'Raise a ticket about this order' }).focus();
  await page.keyboard.press('Enter');
  const ticket = page.getByRole('dialog', { name: 'Open a ticket' });
  await expect(ticket.getByRole('textbox', { name: /Related order/ })).toHaveValue('b2b/B2B-10100011', {
    timeout: 20_000,
  });
  await ticket.getByRole('textbox', { name: 'Subject' }).fill('Two cartons short');
  await ticket.getByRole('textbox', { name: 'Describe your request' }).fill('Cartons 7 and 8 did not arrive.');
  await ticket
    .getByLabel('Attachments', { exact: true })
    .setInputFiles([{ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
  await ticket.getByRole('button', { name: 'Send ticket' }).click();
  await expect(ticket.getByText(/^Ticket T-1000101-\d{4} was opened/)).toBeVisible({ timeout: 20_000 });
  await expect(ticket.getByRole('progressbar', { name: 'Upload of note.pdf' })).toHaveAttribute('value', '100');
  await ticket.getByRole('button', { name: 'Close' }).first().click();

  // The updates remote calls the API through its own copy of the client: answered in the browser too.
  await navigation.getByRole('link', { name: /Updates/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'The North Face: new FW27 wholesale price list' })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: /staff@example\.com/ }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto('/customer-search');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Collins');
  await expect(
    page
      .getByRole('list', { name: 'Customers' })
      .getByRole('button', { name: /Collins Outdoor Ltd/ })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  expect(apiRequests).toEqual([]);
});
