import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { startServer } from '../support/server-process.ts';
import { signIn } from '../support/sign-in.ts';

// Each test starts a server of its own (a restart, the maintenance flag), so they run beside the other specs.
test.describe('with a server of its own', () => {
  // Starting a server on a fresh database (migrations and the demo seed) takes 20 s or more on two busy cores,
  // and the terms test starts two.
  test.describe.configure({ timeout: 180_000 });

  test('the public terms link works once, explains afterwards that it is used, and survives a restart', async ({
    page,
  }) => {
    const first = await startServer();
    let server = first;
    try {
      const link = /Terms acceptance link for .*?: (\S+)/.exec(first.output())?.[1];
      expect(link).toBeTruthy();
      await page.goto(link ?? '');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /accept/i }).click();
      // The server has answered (not only "accepting…" shown) before it is stopped.
      await expect(page.getByText('Thank you')).toBeVisible();

      await first.stop();
      server = await startServer({ port: first.port, dataDir: first.dataDir });
      await page.goto(link ?? '');
      await expect(page.getByText(/already/i).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);

      // The acceptance made through the link, before the restart, spares newterms@ the terms page.
      await page.goto(`${server.baseUrl}/login`);
      await signIn(page, 'newterms@example.com');
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      await server.stop();
    }
  });

  test('with the maintenance flag every path shows the maintenance page; staff with the admin tool pass it (ADR 071)', async ({
    page,
    browser,
  }) => {
    const server = await startServer({ env: { MAINTENANCE_MODE: 'true' } });
    try {
      for (const path of ['/', '/dashboard', '/documents', '/public/accept-terms-conditions/x']) {
        await page.goto(`${server.baseUrl}${path}`);
        await expect(page).toHaveURL(/\/maintenance$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
      // The sign-in stays: staff@ (admin tool) gets the portal, every page saying maintenance is on for customers.
      await page.goto(`${server.baseUrl}/login`);
      await signIn(page, 'staff@example.com');
      await expect(page).toHaveURL(/\/dashboard$/);
      const banner = page.getByRole('status', { name: 'Maintenance mode is on for customers' });
      await expect(banner).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${server.baseUrl}/customer-search`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toBeInViewport();
      // buyer@, in a browser of their own, signs in and gets the maintenance page.
      const context = await browser.newContext();
      try {
        const buyer = await context.newPage();
        await buyer.goto(`${server.baseUrl}/login`);
        await signIn(buyer, 'buyer@example.com');
        await expect(buyer).toHaveURL(/\/maintenance$/);
        await expect(buyer.getByRole('heading', { level: 1, name: 'The portal is under maintenance' })).toBeVisible();
        await expect(buyer.getByRole('status', { name: 'Maintenance mode is on for customers' })).toHaveCount(0);
      } finally {
        await context.close();
      }
    } finally {
      await server.stop();
    }
  });
});
