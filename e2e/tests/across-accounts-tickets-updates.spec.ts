import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signInWithAccount } from '../support/sign-in.ts';

/**
 * The ticket history and the updates list across accounts (issue 32, ADR 069), in the built portal where both
 * pages are remotes: multi@ shows the tickets of all three sold-tos with a Sold-to column, and the updates of two
 * sold-tos, each card sent to one sold-to naming it. Without a last login multi@ picks an account, which the next
 * sign-in reads: the spec runs with the specs that change what personas share, before the identity spec, which
 * changes multi@'s password (file order: hence the name).
 */
test('multi@ reads the ticket history of all accounts and the updates of two', async ({ page }) => {
  await signInWithAccount(page, 'multi@example.com', '1000102');

  await page.goto('/ticket/history');
  const selector = page.getByRole('button', { name: /^Accounts shown:/ });
  await expect(page.getByRole('table', { name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Sold-to' })).toHaveCount(0);
  await selector.click();
  await page.getByRole('radio', { name: 'All my accounts' }).check();
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/ticket\/history\?accounts=all$/);
  await expect(selector).toHaveText(/All my accounts \(3\)/);
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets.getByRole('columnheader', { name: 'Sold-to' })).toBeVisible();
  await expect(tickets.locator('tbody tr').first()).toBeVisible();
  // The Sold-to column is the second one; the newest tickets come from several sold-tos.
  const soldTos = (await tickets.locator('tbody tr td:nth-child(2)').allTextContents()).map(
    (text) => /\((\d{7})\)/.exec(text)?.[1] ?? '',
  );
  expect(new Set(soldTos).size).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scroll at 375 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/updates?accounts=1000102,1000103');
  const updates = page.getByRole('list', { name: 'Your updates' });
  const card = (header: string) =>
    updates.getByRole('listitem').filter({ has: page.getByRole('link', { name: header }) });
  await expect(card('Order confirmed: Icebreaker FW27')).toContainText(/Sold-to: .*\(1000102\)/);
  await expect(card('Delivery delay: Dickies Workwear')).toContainText(/Sold-to: .*\(1000103\)/);
  await expectNoAxeViolations(page);
});
