import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Account settings (issue 17): buyer@ sees the company info and the stores, opens one store, and adds, edits and
 * removes a contact of their own (named uniquely, so no other spec's data changes); a stale edit from a second
 * tab gets the conflict message.
 */

const accountTabs = (page: Page) => page.getByRole('navigation', { name: 'Account pages' });

test.describe('account settings', () => {
  test('buyer@ sees the overview, the company info and the stores, opens one store and reads the terms', async ({
    page,
  }) => {
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
    await expectNoAxeViolations(page);

    await accountTabs(page).getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Acceptance history' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('klaus@ reads the overview (with the password form), contacts and terms in German, axe-clean', async ({
    page,
  }) => {
    await signIn(page, 'klaus@example.com');
    for (const [path, heading] of [
      ['/account', 'Kontoeinstellungen'],
      ['/account/contacts', 'Kontakte'],
      ['/account/terms-conditions', 'Allgemeine Geschäftsbedingungen'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }
    await expect(page.getByRole('table', { name: 'Verlauf der Zustimmungen' })).toBeVisible();
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
