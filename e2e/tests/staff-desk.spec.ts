import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, storedTokens } from '../support/sign-in.ts';

/**
 * The staff desk across customers (issue 34): the group's access log lists two on-behalf sessions of this test,
 * narrows to one customer and downloads as CSV; the staff dashboard's search finds "warranty", and a favourite
 * marked there appears in the rail. staff@'s favourites are shared with other specs (the rail), so this spec runs
 * with the shared personas and removes its favourite again.
 */

test('the access log lists, filters and downloads sessions; the dashboard finds a tool and keeps a favourite', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page, 'staff@example.com');
  const { accessToken } = await storedTokens(page);
  const headers = { authorization: `Bearer ${accessToken}` };
  const mark = `E2E-${Date.now().toString(36)}`;

  // Two sessions, for two customers, ended as the banner's close ends them.
  for (const [customerId, why] of [
    ['1000101', 'order question'],
    ['1000107', 'delivery question'],
  ] as const) {
    const started = await page.request.post('/priv/api/v1/on-behalf/sessions', {
      headers,
      data: { customerId, reason: `${mark} ${why}` },
    });
    expect(started.status()).toBe(201);
    const { sessionId } = (await started.json()) as { sessionId: string };
    const ended = await page.request.delete(`/priv/api/v1/on-behalf/sessions/${sessionId}?reason=closed`, { headers });
    expect(ended.status()).toBe(204);
  }

  // The access log: both sessions by the reason, then one customer's.
  await page.goto('/customer-search');
  await page.getByRole('link', { name: 'Access log of every customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Reason contains' }).fill(mark);
  await page.getByRole('button', { name: 'Show' }).click();
  const table = page.getByRole('table', { name: '2 on-behalf sessions' });
  await expect(table).toBeVisible();
  await expect(table.getByText('Collins Outdoor Ltd')).toBeVisible();
  await expect(table.getByText('Sporthaus Berger GmbH')).toBeVisible();
  await expect(table.getByText(/^Closed /)).toHaveCount(2);
  await page.getByRole('searchbox', { name: 'Customer number' }).fill('1000107');
  await page.getByRole('button', { name: 'Show' }).click();
  const one = page.getByRole('table', { name: '1 on-behalf session' });
  await expect(one.getByText(`${mark} delivery question`)).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(
    'Started,Ended,How it ended,Customer,Customer name,Staff member,Staff e-mail,Reason,What was written',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`1000107,Sporthaus Berger GmbH`);
  expect(lines[1]).toContain(`${mark} delivery question`);

  // The dashboard: the search finds the warranty tool; marked a favourite, it is the rail's item.
  await page.goto('/dashboard');
  const search = page.getByRole('searchbox', { name: 'Find a tool' });
  await search.fill('warranty');
  const cards = page.locator('li[data-card]');
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole('link', { name: /^Warranty/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 tool shown' })).toBeAttached();
  const star = page.getByRole('button', { name: 'Favourite: Warranty' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  const rail = page.locator('[data-rail]').getByRole('navigation', { name: 'Main navigation' });
  await expect(rail.getByRole('link', { name: 'Warranty' })).toBeAttached();
  await expect(rail.getByRole('link', { name: 'On behalf of a customer' })).toHaveCount(0);
  await search.fill('');
  await expect(page.getByRole('heading', { level: 2, name: 'Favourites' })).toBeVisible();
  // Sign-out is in the user menu at the rail's foot, in view without scrolling at 1280 x 720.
  await expect(page.locator('[data-rail]').getByRole('button', { name: 'User menu' })).toBeInViewport();
  await expectNoAxeViolations(page);

  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    await page.screenshot({ path: testInfo.outputPath(`dashboard-${width}.png`), fullPage: true });
  }
  await page.goto('/customer-search/access-log');
  await expect(page.getByRole('table')).toBeVisible();
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    await page.screenshot({ path: testInfo.outputPath(`access-log-${width}.png`), fullPage: true });
  }

  // The favourite is staff@'s for every spec after this one: removed again.
  const removed = await page.request.delete('/priv/api/v1/user/dashboard-favourites/warranty', { headers });
  expect(removed.status()).toBe(200);
});
