import { expect, test } from '@playwright/test';
import { signIn } from '../support/sign-in.ts';

test.describe('a remote that fails to load', () => {
  test('shows the localized fallback while the shell keeps working', async ({ page }) => {
    let failing = true;
    await page.route('**/remotes/documents/remoteEntry.js', (route) =>
      failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue(),
    );

    await page.goto('/documents');
    await signIn(page);

    const fallback = page.getByRole('alert').filter({ hasText: 'This section is not available right now' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByText('The rest of the portal keeps working.')).toBeVisible();

    // The shell and the other remotes still work.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    // The Updates item's name ends with its unread count, when there is one.
    await navigation.getByRole('link', { name: /^Updates( \d+ unread)?$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Updates' })).toBeVisible();
    await navigation.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();

    // Once the remote is back, "Try again" loads it.
    await navigation.getByRole('link', { name: 'Documents', exact: true }).click();
    await expect(fallback).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  });
});
