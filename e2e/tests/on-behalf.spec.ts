import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, signOut } from '../support/sign-in.ts';

/**
 * On-behalf mode (issue 18): staff@ finds buyer@'s account by a misspelt name, gives a reason, works in documents
 * and tickets through the banner, writes a ticket, and leaves the mode by going to a staff tool; buyer@ then sees
 * the visit and the ticket in "Staff access". approver@ sees only the sections its on-behalf permissions open.
 */

async function openCustomer(page: Page, misspelt: string, legalName: string, reason: string): Promise<void> {
  await page.goto('/customer-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Act on behalf of a customer' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(misspelt);
  const results = page.getByRole('list', { name: 'Customers' });
  await expect(results.getByRole('button', { name: new RegExp(legalName) }).first()).toBeVisible();
  // The arrow keys lead from the search field into the results.
  await page.getByRole('searchbox', { name: 'Search customers' }).press('ArrowDown');
  await expect(results.getByRole('button').first()).toBeFocused();
  await expectNoAxeViolations(page);
  await results
    .getByRole('button', { name: new RegExp(legalName) })
    .first()
    .press('Enter');

  const dialog = page.getByRole('dialog', { name: `Open ${legalName}` });
  await dialog.getByRole('button', { name: 'Open the account' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason or ticket number' }).fill(reason);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Open the account' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

test('staff act on behalf of a customer, and the customer sees the visit', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff@example.com');
  await openCustomer(page, 'Colins Outdor', 'Collins Outdoor Ltd', 'Call about the damaged delivery');

  const banner = page.getByRole('region', { name: 'On-behalf mode' });
  await expect(banner).toContainText('Acting on behalf of Collins Outdoor Ltd (1000101)');
  // The sidebar shows the customer's sections, not the staff cards.
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: /Order history/ })).toBeVisible();
  await expect(navigation.getByRole('link', { name: /Customer search/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The banner's menu, sorted by label, opens the customer's documents and tickets.
  await banner.getByRole('button', { name: /Go to/ }).click();
  const options = page.getByRole('option');
  const labels = await options.allTextContents();
  expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  await page.getByRole('option', { name: 'Documents' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/documents'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();

  await banner.getByRole('button', { name: /Go to/ }).click();
  await page.getByRole('option', { name: 'Tickets' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/ticket'));
  await page.goto('/ticket/new?category=delivery');
  const ticket = page.getByRole('dialog', { name: 'Open a ticket' });
  await ticket.getByRole('textbox', { name: 'Subject' }).fill('Damaged cartons, raised by customer service');
  await ticket
    .getByRole('textbox', { name: 'Describe your request' })
    .fill('Two cartons of the last delivery arrived torn.');
  await ticket.getByRole('button', { name: 'Send ticket' }).click();
  await expect(ticket.getByRole('status')).toContainText(/Ticket T-1000101-\d+ was opened/);
  await ticket.getByRole('button', { name: 'View ticket' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Damaged cartons, raised by customer service/ }),
  ).toBeVisible();
  await expect(banner).toBeVisible();

  // A staff tool is outside the mode: going there ends it, on the server too.
  const ended = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().includes('/priv/api/v1/on-behalf/sessions/'),
  );
  await page.goto('/etaf');
  expect((await ended).url()).toContain('reason=left');
  await expect(page.getByRole('heading', { level: 1, name: 'eTAF' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On-behalf mode' })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'On-behalf mode' })).toHaveCount(0);
  await signOut(page);

  // buyer@ sees who came, why, and the ticket written.
  await signIn(page, 'buyer@example.com');
  await page.goto('/account/staff-access');
  await expect(page.getByText('Call about the damaged delivery').first()).toBeVisible();
  await expect(page.getByText(/Damaged cartons, raised by customer service/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('back to the customer search keeps the session; close reloads the page where staff may see it', async ({
  page,
}) => {
  const ends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE' && request.url().includes('/priv/api/v1/on-behalf/sessions/')) {
      ends.push(new URL(request.url()).searchParams.get('reason') ?? '');
    }
  });
  await signIn(page, 'staff@example.com');
  await openCustomer(page, 'Sporthaus Berjer', 'Sporthaus Berger GmbH', 'Questions about the spring order');
  const banner = page.getByRole('region', { name: 'On-behalf mode' });

  // Spec 2.5: back goes to the search, and the customer's session goes on there.
  await banner.getByRole('button', { name: 'Back to customer search' }).click();
  await expect(page).toHaveURL('/customer-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Act on behalf of a customer' })).toBeVisible();
  await expect(banner).toContainText('Sporthaus Berger GmbH (1000107)');
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: /Go to/ }).click();
  await page.getByRole('option', { name: 'Help and FAQ' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/faqs'));
  await expect(banner).toContainText('Sporthaus Berger GmbH (1000107)');
  expect(ends).toEqual([]);

  // Close ends the session and reloads this page, which staff@ may open on its own.
  const closed = page.waitForRequest((request) => request.method() === 'DELETE');
  const reloaded = page.waitForEvent('load');
  const helpAt = new URL(page.url()).pathname;
  await banner.getByRole('button', { name: 'Close' }).click();
  expect((await closed).url()).toContain('reason=closed');
  await reloaded;
  expect(new URL(page.url()).pathname).toBe(helpAt);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // A customer section staff@ may not open on its own: close leads to its dashboard.
  await openCustomer(page, 'Sporthaus Berjer', 'Sporthaus Berger GmbH', 'Questions about the spring order');
  await banner.getByRole('button', { name: /Go to/ }).click();
  await page.getByRole('option', { name: 'Documents' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/documents'));
  await banner.getByRole('button', { name: 'Close' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
  expect(ends).toEqual(['closed', 'closed']);
});

for (const persona of ['approver', 'salesrep'] as const) {
  test(`${persona}@ acting on behalf sees only the sections its on-behalf permissions open`, async ({ page }) => {
    await signIn(page, `${persona}@example.com`);
    await openCustomer(page, 'Sporthaus Berjer', 'Sporthaus Berger GmbH', 'Review of the credit limit request');
    const banner = page.getByRole('region', { name: 'On-behalf mode' });
    await expect(banner).toContainText('Sporthaus Berger GmbH (1000107)');
    await banner.getByRole('button', { name: /Go to/ }).click();
    const labels = await page.getByRole('option').allTextContents();
    expect(labels).toContain('Order history');
    // Staff tools (customer creation, the order tool) are not sections of the mode.
    expect(labels).not.toContain('Customer creation');
    await page.getByRole('option', { name: 'Tickets' }).click();
    // Reading tickets on behalf, but not writing them: only staff@ has the on-behalf ticketWrite.
    await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(page.getByText('You can read the tickets but not write them.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New ticket' })).toHaveCount(0);
    // The banner's close ends the session and returns to the staff dashboard.
    await banner.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('region', { name: 'On-behalf mode' })).toHaveCount(0);
  });
}
