import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

/**
 * At desktop width (1280 px, the rail collapsed) every table of buyer@'s pages fits its frame: no column is cut
 * off behind a sideways scroll. Narrower screens may scroll (the frame is a focusable region for that).
 */
const pages = [
  '/orders',
  '/orders/b2b/B2B-10100011',
  '/orders/sap/4510100074',
  '/reports/order-intake',
  '/documents/invoice',
  '/documents/payment',
  '/ticket/history',
  '/account/stores',
  '/account/contacts',
];

/** Each scrolling frame's name with how many pixels of its table are out of sight. */
async function clippedTables(page: Page): Promise<string[]> {
  return page
    .locator('[role="region"]:has(table)')
    .evaluateAll((regions) =>
      regions
        .filter((region) => region.scrollWidth > region.clientWidth + 1)
        .map(
          (region) => `${region.getAttribute('aria-labelledby') ?? '?'}: ${region.scrollWidth - region.clientWidth} px`,
        ),
    );
}

test('every table of buyer@’s pages fits at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signIn(page, 'buyer@example.com');
  const clipped: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('table').first()).toBeVisible();
    await page.mouse.move(1000, 700);
    clipped.push(...(await clippedTables(page)).map((table) => `${path} ${table}`));
  }
  expect(clipped).toEqual([]);
});
