import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * The on-behalf desk (issue 34): staff@ opens a deep link to buyer@'s order, gives a reason and lands on the order
 * inside the mode; sees the customer overview; reads the session clock and extends it with Stay; switches to another
 * customer (the first session ends as switched). buyer@ turns off "staff may change data on our behalf", and staff@
 * is refused a contact edit with the reason shown. The clock's two-minute warning needs an idle limit the shared
 * server does not have (30 minutes): the host's test of the clock covers it with fake timers.
 */

const settingName = 'Staff may change data on our behalf';

async function setStaffMayWrite(page: Page, allowed: boolean): Promise<void> {
  await page.goto('/account/staff-access');
  const setting = page.getByRole('checkbox', { name: settingName });
  await expect(setting).toBeEnabled();
  if ((await setting.isChecked()) === allowed) return;
  // The box shows the server's answer: it turns once the change is saved.
  await setting.click();
  await expect(
    page.getByText(
      allowed ? 'Saved: staff may change data on your behalf.' : 'Saved: staff can only look at your account.',
    ),
  ).toBeVisible();
  await expect(setting).toBeChecked({ checked: allowed });
}

test('staff open a deep link, see the overview, extend and switch; a customer turns off staff changes', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'staff@example.com');

  // A deep link from a ticket: the dialog opens with the reason given, focus inside it.
  await page.goto('/customer-search?customer=1000101&to=%2Forders%2Fsap%2F4510100074&reason=T-1000101-0005');
  const dialog = page.getByRole('dialog', { name: 'Open Collins Outdoor Ltd' });
  const reason = dialog.getByRole('textbox', { name: 'Reason or ticket number' });
  await expect(reason).toBeFocused();
  await expect(reason).toHaveValue('T-1000101-0005');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Open the account' }).click();
  await page.waitForURL((url) => url.pathname === '/orders/sap/4510100074');
  const banner = page.getByRole('region', { name: 'On-behalf mode' });
  await expect(banner).toContainText('Acting on behalf of Collins Outdoor Ltd (1000101)');
  await expect(page.getByRole('heading', { level: 1, name: /4510100074/ })).toBeVisible();

  // The clock counts down from the server's idle limit; Stay extends on the server.
  await expect(banner.getByText(/Session ends in (29|30):\d\d without activity/)).toBeVisible();
  const extended = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/extend'),
  );
  await banner.getByRole('button', { name: 'Stay' }).click();
  expect((await extended).status()).toBe(200);
  await expect(banner.getByText(/Session ends in (29|30):\d\d without activity/)).toBeVisible();

  // The dashboard of the mode opens with the customer's facts.
  await page.goto('/dashboard');
  const overview = page.getByRole('region', { name: 'Customer overview' });
  await expect(overview.getByText('Collins Outdoor Ltd', { exact: false }).first()).toBeVisible();
  await expect(overview.getByRole('link', { name: /\d+ open orders?/ })).toBeVisible();
  await expect(overview.getByText('Overdue invoices', { exact: true })).toBeVisible();
  await expect(overview.getByRole('link', { name: /overdue invoices?, |No overdue invoices/ })).toBeVisible();
  await expect(overview.getByText('T-1000101-0005', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the search keeps the session; another customer ends it as switched.
  await banner.getByRole('button', { name: 'Back to customer search' }).click();
  await page.waitForURL((url) => url.pathname === '/customer-search');
  await expect(banner).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('1000107');
  await page
    .getByRole('list', { name: 'Customers' })
    .getByRole('button', { name: /Sporthaus Berger GmbH/ })
    .click();
  const next = page.getByRole('dialog', { name: 'Open Sporthaus Berger GmbH' });
  await next.getByRole('textbox', { name: 'Reason or ticket number' }).fill('Delivery question from the hotline');
  const switched = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().includes('/priv/api/v1/on-behalf/sessions/'),
  );
  await next.getByRole('button', { name: 'Open the account' }).click();
  expect((await switched).url()).toContain('reason=switched');
  await expect(banner).toContainText('Acting on behalf of Sporthaus Berger GmbH (1000107)');

  // buyer@ turns off staff changes in "Staff access"; the change is listed.
  const customer = await browser.newContext();
  const buyer = await customer.newPage();
  await signIn(buyer, 'buyer@example.com');
  try {
    await setStaffMayWrite(buyer, false);
    await expect(buyer.getByText(/turned off by Emma Collins/).first()).toBeVisible();
    await expectNoAxeViolations(buyer);

    // staff@ opens buyer@'s account again: the banner says so, and a contact edit is refused with the reason.
    await page.goto('/customer-search?customer=1000101&to=%2Faccount%2Fcontacts');
    const again = page.getByRole('dialog', { name: 'Open Collins Outdoor Ltd' });
    await again.getByRole('textbox', { name: 'Reason or ticket number' }).fill('Update of the invoice contact');
    await again.getByRole('button', { name: 'Open the account' }).click();
    await page.waitForURL((url) => url.pathname === '/account/contacts');
    await expect(banner).toContainText('The customer has turned off “staff may change data on our behalf”');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await edit.getByRole('checkbox', { name: 'Invoices' }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toHaveText(
      'Not saved: the customer has turned off “staff may change data on our behalf”.',
    );
    await expectNoAxeViolations(page);
  } finally {
    // Other specs act on buyer@'s account on behalf: leave the setting as it was.
    await setStaffMayWrite(buyer, true);
    await customer.close();
  }
});
