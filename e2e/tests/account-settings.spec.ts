import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { demoPassword, signIn, signOut } from '../support/sign-in.ts';

/**
 * Account settings (issue 17): buyer@ sees the company info (VAT number, payment terms, account manager, brand
 * status) and the stores, opens one store, the staff access log, reads the terms and mails them to themself (the
 * outbox has the PDF); adds, edits and removes a contact of their own (named uniquely, so no other spec's data
 * changes), and a stale edit from a second tab gets the conflict message. rotate@ (a persona no other spec signs
 * in with) changes the password: a reused one is refused with the localized message, the new one signs in; then
 * saves German as their language. limited@ (no account settings flag) cannot open them.
 */

const accountTabs = (page: Page) => page.getByRole('navigation', { name: 'Account pages' });

interface OutboxMail {
  to: string;
  subject: string;
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

test.describe('account settings', () => {
  test('buyer@ sees the company info and the stores, opens one store, reads the terms; limited@ cannot', async ({
    page,
    browser,
  }) => {
    // Two personas, five pages and six axe checks: more than a minute when the machine is busy.
    test.slow();
    await signIn(page);
    await page.getByRole('link', { name: /^Account settings/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Login and security' }).getByText('buyer@example.com', { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The rail keeps focus (and stays widened over the page) after its link was clicked: go on by address.
    await page.goto('/account/company-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Company info' })).toBeVisible();
    await expect(page.getByText('Collins Outdoor Ltd', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Partner number 100010180')).toBeVisible();
    await expect(page.getByText('GB702572991')).toBeVisible();
    await expect(page.getByText('30 days net')).toBeVisible();
    await expect(page.getByText('£250,000.00')).toBeVisible();
    await expect(page.getByRole('link', { name: 'hannah.whitaker@example.com' })).toBeVisible();
    const brands = page.getByRole('region', { name: 'Brands' });
    await expect(brands.getByRole('listitem').filter({ hasText: 'Eastpak/Jansport' })).toContainText('Pending');
    await expectNoAxeViolations(page);

    await accountTabs(page).getByRole('link', { name: 'Stores' }).click();
    await expect(page.getByText('3 stores')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search stores' }).fill('Leeds');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 store', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Collins Outdoor Leeds Trinity' }).click();
    await expect(page).toHaveURL(/\/account\/stores\/1000101\/100010102\/10$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Collins Outdoor Leeds Trinity' })).toBeVisible();
    await expect(page.getByText('27 Boar Lane')).toBeVisible();
    await expect(page.getByText('Mon–Sat 09:30–19:00, Sun 11:00–17:00')).toBeVisible();
    await expect(page.getByText('Goods-in at the rear on Albion Place, ring the bell.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/orders');
    await expectNoAxeViolations(page);

    // The access log: visits of staff (on-behalf), or none yet.
    await accountTabs(page).getByRole('link', { name: 'Staff access' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff access' })).toBeVisible();
    await expect(
      page
        .getByText('Nobody from our team has opened your account.')
        .or(page.getByRole('table', { name: 'Visits of our team to your account, newest first' })),
    ).toBeVisible();

    await accountTabs(page).getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Acceptance history' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The terms themselves, in the page's language, sent as PDF to the signed-in user.
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Text of the terms and conditions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acceptance history' })).toHaveAttribute(
      'href',
      '/account/terms-conditions',
    );
    await page.getByRole('button', { name: 'Send me the terms by e-mail' }).click();
    await expect(page.getByText('The terms were sent as a PDF to buyer@example.com.')).toBeVisible();
    await expectNoAxeViolations(page);
    const { mails } = (await (await page.request.get('/dev/outbox.json')).json()) as { mails: OutboxMail[] };
    const sent = mails.filter((mail) => mail.to === 'buyer@example.com' && mail.attachments?.length);
    expect(sent.at(-1)?.attachments).toEqual([
      expect.objectContaining({
        filename: expect.stringMatching(/^terms-and-conditions-.+-en\.pdf$/),
        contentType: 'application/pdf',
      }),
    ]);
    // limited@ (tickets and FAQ only) has no account settings: the address leads to the dashboard.
    const limitedContext = await browser.newContext();
    const limited = await limitedContext.newPage();
    await signIn(limited, 'limited@example.com');
    await limited.goto('/account/company-info');
    await expect(limited).toHaveURL(/\/dashboard$/);
    await limitedContext.close();
  });

  test('klaus@ reads the account pages in German; rotate@ changes the password and signs in with the new one', async ({
    page,
    browser,
  }) => {
    // Two personas, four sign-ins and a password change: more than a minute when the machine is busy.
    test.slow();
    await signIn(page, 'klaus@example.com');
    for (const [path, heading] of [
      ['/account', 'Kontoeinstellungen'],
      ['/account/company-info', 'Firmendaten'],
      ['/account/staff-access', 'Zugriffe durch unser Team'],
      ['/account/contacts', 'Kontakte'],
      ['/account/terms-conditions', 'Allgemeine Geschäftsbedingungen'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await expect(page.getByRole('table', { name: 'Verlauf der Zustimmungen' })).toBeVisible();

    // rotate@: a persona only this spec signs in with, so its new password disturbs no one.
    const context = await browser.newContext();
    const own = await context.newPage();
    await signIn(own, 'rotate@example.com');
    await own.goto('/account');
    const form = own.getByRole('region', { name: 'Change password' });
    await form.getByLabel('Current password').fill(demoPassword);
    await form.getByLabel('New password', { exact: true }).fill(demoPassword);
    await form.getByLabel('Confirm new password').fill(demoPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'This password was used recently. Choose one you have not used before.',
    );
    const newPassword = 'Copper-Meadow-Lantern-84';
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(own.getByText(/^Your password was changed\./)).toBeVisible();
    await signOut(own);
    await signIn(own, 'rotate@example.com', newPassword);
    await expect(own).toHaveURL(/\/dashboard$/);

    // The language preference on the same page: the portal switches to it.
    await own.goto('/account');
    await own.getByRole('combobox', { name: 'Portal language' }).selectOption('de');
    await own.getByRole('button', { name: 'Save language' }).click();
    await expect(own.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await context.close();
  });

  test('buyer@ adds, edits and removes a contact; a stale edit from a second tab gets the conflict message', async ({
    page,
    browser,
  }) => {
    const lastName = `Tester${Date.now().toString(36)}`;
    const name = `Ava ${lastName}`;
    await signIn(page);
    await page.goto('/account/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Contacts of the selected customer' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add contact' }).click();
    const add = page.getByRole('dialog', { name: 'Add a contact' });
    await add.getByLabel('First name').fill('Ava');
    await add.getByLabel('Last name').fill(lastName);
    await add.getByLabel('E-mail').fill('ava@');
    await add.getByLabel('Phone').fill('+44 161 496 0999');
    await add.getByRole('checkbox', { name: 'Orders' }).check();
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expectNoAxeViolations(page);
    await add.getByLabel('E-mail').fill('ava@example.com');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was added.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit contact' });
    await edit.getByRole('checkbox', { name: 'Invoices' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Orders, Invoices');

    // A second tab saves the contact meanwhile.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage);
    await otherPage.goto('/account/contacts');
    await otherPage.getByRole('button', { name: `Edit ${name}` }).click();
    const otherEdit = otherPage.getByRole('dialog', { name: 'Edit contact' });
    await otherEdit.getByLabel('Phone').fill('+44 161 496 0888');
    await otherEdit.getByRole('button', { name: 'Save' }).click();
    await expect(otherPage.getByText(`${name} was saved.`)).toBeVisible();
    await other.close();

    // This tab still holds the version it read.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await edit.getByRole('checkbox', { name: 'Marketing' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText(
      'Someone else changed or removed this contact since you opened it. Your change was not saved.',
    );
    await expectNoAxeViolations(page);
    await edit.getByRole('button', { name: 'Reload contacts' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('+441614960888');

    await page.getByRole('button', { name: `Remove ${name}` }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove contact' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${name} was removed.`)).toBeVisible();
    await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  });
});
