import { expect, test, type Browser } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { inviteColleague, outboxMailsTo } from '../support/colleagues.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Account access (issues 17 and 20): buyer@ invites a colleague with a copy of their rights (a new user of their
 * sold-to, so no other spec's data changes); the colleague sets a password from the mail in the outbox, signs in
 * and works with the copied rights; then, signed in in two browsers, signs out everywhere else from one of them.
 */

// buyer@'s own domain, so the invitation is sent at once (any other waits for staff, ADR 050).
const email = `colleague-${Date.now()}@example.com`;
const password = 'Lantern-Orchard-Quay-58';

async function signInAsColleague(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

test.describe.serial('account access', () => {
  test('buyer@ invites a colleague, who sets a password from the mail and has the copied rights', async ({
    page,
    browser,
    request,
  }) => {
    await signIn(page);
    await inviteColleague(page, { email, firstName: 'Nora', lastName: 'Quinn' });
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invited');
    await expectNoAxeViolations(page);

    const [mail] = await outboxMailsTo(request, email);
    expect(mail?.subject).toBe('You are invited to the Customer Portal');
    const link = mail?.text.match(/https?:\/\/\S+\/idp\/reset-password\S+/)?.[0] ?? '';
    expect(link).not.toBe('');

    const colleague = await (await browser.newContext()).newPage();
    await colleague.goto(link);
    await colleague.getByLabel('New password', { exact: true }).fill(password);
    await colleague.getByLabel('Confirm new password').fill(password);
    await colleague.getByRole('button', { name: 'Change password' }).click();
    await expect(colleague.getByText('Your password has been changed.')).toBeVisible();
    await colleague.goto('/login');
    await signIn(colleague, email, password);
    // buyer@'s rights for their sold-to: its company info, and inviting colleagues in turn.
    await colleague.goto('/account/company-info');
    await expect(colleague.getByText('Collins Outdoor Ltd', { exact: true }).first()).toBeVisible();
    await colleague.goto('/account/colleagues');
    await expect(colleague.getByRole('button', { name: 'Send invitation' })).toBeVisible();
    await expect(colleague.getByRole('row').filter({ hasText: email })).toContainText('Active');
    await colleague.context().close();
  });

  test('the colleague signs out everywhere else: the other browser loses its sign-in, this one keeps it', async ({
    browser,
  }) => {
    const first = await signInAsColleague(browser);
    const second = await signInAsColleague(browser);
    await second.goto('/account');
    const sessions = second.getByRole('list', { name: 'Your sign-ins' });
    // The sign-in of the first test's browser still stands too.
    await expect(sessions.getByRole('listitem')).toHaveCount(3);
    await expect(sessions.getByRole('listitem').first()).toContainText('This session');
    await expectNoAxeViolations(second);
    await second.getByRole('button', { name: 'End all other sessions' }).click();
    await expect(second.getByText('Other sessions ended: 2.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // The other browser's sign-in has ended: its token is refused and cannot be renewed, so it is signed out.
    await first.goto('/account');
    await first.waitForURL((url) => url.pathname === '/login');
    await expect(first.getByRole('heading', { level: 1, name: 'Account settings' })).toHaveCount(0);
    await second.reload();
    await expect(second.getByRole('list', { name: 'Your sign-ins' }).getByRole('listitem')).toHaveCount(1);
    await first.context().close();
    await second.context().close();
  });
});
