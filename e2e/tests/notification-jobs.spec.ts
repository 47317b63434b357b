import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * The mail queue for staff (issue 33, ADR 073): staff@ (admin tool) opens it from its card in the staff dashboard's
 * tools group and sees the jobs per state and the failed mails (none fail with the dev outbox), axe clean; at 375 px
 * the page does not scroll sideways. It only reads, so it runs beside the other specs.
 */

test('staff open the mail queue from its card; it is axe clean and fits 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'staff@example.com');
  await page.goto('/dashboard');
  const tools = page.getByRole('region', { name: 'Tools' });
  await tools.getByRole('link', { name: /^Mail queue/ }).click();
  await expect(page).toHaveURL(/\/notification-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification mail queue' })).toBeVisible();
  const counts = page.getByRole('region', { name: 'Jobs per state' });
  await expect(counts.getByText('Dead (no attempts left)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('');
  await expect(
    page.getByText('No mail has failed. Every job was sent or is waiting.').or(page.getByRole('table')),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Notification mail queue' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
