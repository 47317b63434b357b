import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { demoPassword, signIn, storedTokens } from '../support/sign-in.ts';

/**
 * Updates (issue 16): the live unread counter, reading, publishing while the user watches, deleting, the
 * expiring-password notice, and the texts in the reader's language (issue 29). Changes only buyer@'s own read and deleted state, updates it publishes to buyer@, and
 * expiring@'s password.
 */

/** The Updates item of the sidebar, whatever its count. */
function updatesLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Updates/ });
}

/** The unread count the Updates item shows (0 when it shows none). */
async function unreadCount(page: Page): Promise<number> {
  const counter = updatesLink(page).getByRole('img', { name: /unread$/ });
  if ((await counter.count()) === 0) return 0;
  return Number(/^(\d+)/.exec((await counter.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
}

/** The alert box of the sidebar, which shows while the rail is expanded (hovered). */
async function alertBox(page: Page, text: string) {
  await page.locator('[data-rail]').hover();
  return page.locator('[data-rail]').getByRole('alert').filter({ hasText: text });
}

/** Folds the rail (expanded while hovered or focused), which otherwise lies over the page's left part. */
async function foldRail(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(900, 600);
}

/** Publishes an update through the admin API as staff@, from a browser of its own. */
async function publishAsStaff(browser: Browser, data: object): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'staff@example.com');
  const { accessToken } = await storedTokens(page);
  const response = await page.request.post('/api/admin/updates', {
    headers: { authorization: `Bearer ${accessToken}` },
    data,
  });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  await context.close();
  return id;
}

test.describe('updates', () => {
  test('the collapsed desktop rail shows the unread counter inside its 72 px (spec 2.4)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await signIn(page, 'buyer@example.com');
    await foldRail(page);
    const rail = page.locator('[data-rail]');
    await expect.poll(async () => (await rail.boundingBox())?.width).toBe(72);
    const counter = updatesLink(page).getByRole('img', { name: /\d+ unread$/ });
    // Seen, not only present: opaque and within the rail, not clipped beyond its edge.
    await expect(counter).toHaveCSS('opacity', '1');
    await expect(counter).toBeInViewport({ ratio: 1 });
    const box = await counter.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 72).toBe(true);
    // Widened, it moves to the end of the item's row.
    await rail.hover();
    await expect.poll(async () => (await counter.boundingBox())?.x ?? 0).toBeGreaterThan(200);
  });

  test('buyer@ reads an update, sees a new one arrive live, and deletes it for good', async ({ page, browser }) => {
    await page.goto('/login');
    await signIn(page, 'buyer@example.com');
    await expect(updatesLink(page).getByRole('img', { name: /\d+ unread$/ })).toBeVisible();
    const before = await unreadCount(page);
    expect(before).toBeGreaterThan(0);
    // The alert box shows the newest unread alert with its call to action.
    const alert = await alertBox(page, 'The North Face: new FW27 wholesale price list');
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'See the documents' })).toHaveAttribute('href', '/documents');
    await expectNoAxeViolations(page);
    await foldRail(page);

    // Opening an unread update marks it read: the counter drops without a reload.
    await updatesLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
    await foldRail(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('unread');
    const list = page.getByRole('list', { name: 'Your updates' });
    const firstUnread = list.getByRole('listitem').filter({ hasText: 'Unread' }).first().getByRole('link');
    const header = (await firstUnread.textContent()) ?? '';
    await firstUnread.click();
    await expect(page.getByRole('heading', { level: 1, name: header })).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBe(before - 1);
    await expectNoAxeViolations(page);

    // An update published while buyer@ is on the dashboard raises the counter within 5 s.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const id = await publishAsStaff(browser, {
      audience: { kind: 'user', username: 'buyer@example.com' },
      type: 'notification',
      updateType: 'delivery_delay',
      header: 'Your Vans delivery leaves on Monday',
      body: 'The delivery of your Vans replenishment leaves our warehouse on Monday.',
      chip: 'delivery',
    });
    await expect.poll(() => unreadCount(page), { timeout: 5_000 }).toBe(before);

    // Deleted (once the undo window passes or the page is left), it never comes back.
    await updatesLink(page).click();
    await foldRail(page);
    const published = list.getByRole('listitem').filter({ hasText: 'Your Vans delivery leaves on Monday' });
    await expect(published).toBeVisible();
    await published.getByRole('button', { name: 'Delete “Your Vans delivery leaves on Monday”' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toBeVisible();
    await expect(published).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(before - 1);
    await page.reload();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByText('Your Vans delivery leaves on Monday')).toHaveCount(0);
    const { accessToken } = await storedTokens(page);
    const direct = await page.request.get(`/priv/api/v1/updates/${id}?soldTo=1000101`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(direct.status()).toBe(404);
  });

  test('klaus@ reads the updates in German, their chips and links included (issue 29)', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'klaus@example.com');
    await page.goto('/updates?type=notification');
    await foldRail(page);
    const list = page.getByRole('list', { name: 'Ihre Neuigkeiten' });
    const preorder = list.getByRole('listitem').filter({ hasText: 'Das Vororder-Fenster für SS27 ist offen' });
    await expect(preorder).toBeVisible();
    await expect(preorder.getByText('Saison', { exact: true })).toBeVisible();
    await expect(list.getByText('Season', { exact: true })).toHaveCount(0);
    await preorder.getByRole('link').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Das Vororder-Fenster für SS27 ist offen' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zu den Marken' })).toHaveAttribute('href', '/brands');
    await expectNoAxeViolations(page);
  });

  test('expiring@ sees the expiring-password notice until the password is changed', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'expiring@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    // On the dashboard, and in the sidebar's alert box.
    const onPage = page.getByRole('main').getByRole('alert').filter({ hasText: 'Your password expires soon' });
    await expect(onPage).toBeVisible();
    await expect(onPage.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account');
    const notice = await alertBox(page, 'Your password expires soon');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account');
    await expectNoAxeViolations(page);

    const { accessToken } = await storedTokens(page);
    const changed = await page.request.post('/idp/myaccount/password', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { profile: { password: 'Northern-Lantern-Harbour-58' }, currentPassword: demoPassword },
    });
    expect(changed.status()).toBe(200);
    // The notice was unread: the stream reports the lower count and the shell asks again.
    await expect(notice).toHaveCount(0, { timeout: 10_000 });
    await expect(onPage).toHaveCount(0);
    // In its place, the newest unread alert of the sold-to.
    await expect(await alertBox(page, 'The North Face: new FW27 wholesale price list')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(await alertBox(page, 'The North Face: new FW27 wholesale price list')).toBeVisible();
    await expect(page.getByText('Your password expires soon')).toHaveCount(0);
  });
});
