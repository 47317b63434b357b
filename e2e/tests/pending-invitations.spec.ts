import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { inviteColleague, outboxMailsTo } from '../support/colleagues.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Invitations outside a customer's known domains wait for staff (ADR 050): buyer@ invites an address of another
 * domain and sees it waiting, with no mail sent; staff@ (admin tool) approves it on the staff page, and the
 * invitation mail is in the outbox.
 */

const email = `accountant-${Date.now()}@partner-firm.example`;

test('an invitation to an outside address waits for staff, who approve it, and then it is mailed', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page);
  await inviteColleague(page, { email, firstName: 'Ada', lastName: 'Brook' });
  await expect(page.getByText(`Invitation to ${email} sent or waiting for approval`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Waiting for approval');
  expect(await outboxMailsTo(request, email)).toEqual([]);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'staff@example.com');
  await staff.goto('/pending-invitations');
  await expect(staff.getByRole('heading', { level: 1, name: 'Invitations waiting for approval' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Collins Outdoor Ltd');
  await expectNoAxeViolations(staff);
  // From the keyboard: the button's name says whose invitation it approves.
  await row.getByRole('button', { name: `Approve the invitation of ${email}` }).focus();
  await staff.keyboard.press('Enter');
  await expect(
    staff.getByRole('status').filter({ hasText: `Approved: the invitation was sent to ${email}.` }),
  ).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expectNoAxeViolations(staff);

  const [mail] = await outboxMailsTo(request, email);
  expect(mail?.subject).toBe('You are invited to the Customer Portal');
  expect(mail?.text).toMatch(/\/idp\/reset-password\?/);
  await staff.context().close();
});
