import { expect, type Page } from '@playwright/test';
import { presetCookieChoice } from './cookie-consent.ts';

export const demoPassword = 'Portal#2026';

/** Fills the hosted sign-in page the portal redirected to. */
export async function submitCredentials(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export interface SignInOptions {
  /**
   * `declined` (the default): the browser has already declined analytics cookies, so the cookie-policy modal
   * stays closed; `none`: a browser that never chose (the cookie-consent specs).
   */
  cookieChoice?: 'declined' | 'none';
}

/**
 * Signs in through the hosted sign-in page and waits until the portal has the session. On a fresh page it
 * starts at /login; after visiting a login-required page it follows the portal's own redirect to /login, so
 * the portal returns to that page afterwards.
 */
export async function signIn(
  page: Page,
  username = 'buyer@example.com',
  password = demoPassword,
  { cookieChoice = 'declined' }: SignInOptions = {},
): Promise<void> {
  if (cookieChoice === 'declined') await presetCookieChoice(page);
  if (page.url() === 'about:blank') await page.goto('/login');
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await submitCredentials(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login') && !url.pathname.startsWith('/oidc'));
  // Every landing page (dashboard, account picker, terms, waiting, a failed remote) shows a heading once settled.
  await expect(page.getByRole('heading').first()).toBeVisible();
}

/**
 * Signs in a user of several sold-tos and, where they land on the account picker (no last login yet), picks the
 * sold-to `customerId`, which the next sign-in reads; with a last login the portal opens it again instead.
 */
export async function signInWithAccount(page: Page, username: string, customerId: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, username);
  if (new URL(page.url()).pathname === '/sold-to') {
    await page
      .getByRole('main')
      .getByRole('button', { name: new RegExp(customerId) })
      .click();
    await page.waitForURL(/\/dashboard$/);
  }
}

/** The tokens oidc-client-ts keeps for this tab. */
export async function storedTokens(page: Page): Promise<{ accessToken: string; refreshToken: string }> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((candidate) => candidate.startsWith('oidc.user:'));
    const user = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as {
      access_token?: string;
      refresh_token?: string;
    };
    return { accessToken: user.access_token ?? '', refreshToken: user.refresh_token ?? '' };
  });
}

/**
 * Signs out (from the sidebar's user menu, or the sign-out button of pages without the sidebar) and waits for
 * the round trip through the provider's end-session endpoint.
 */
export async function signOut(page: Page, { menuName = 'User menu', itemName = 'Sign out' } = {}): Promise<void> {
  const userMenu = page.getByRole('button', { name: menuName });
  const signOutButton = page.getByRole('button', { name: itemName });
  await expect(userMenu.or(signOutButton)).toBeVisible();
  // Listen before clicking: the provider may answer and send the browser back to /login before a URL wait starts.
  const endSession = page.waitForRequest(/\/oidc\/session\/end/);
  // A click that signed out can still throw (its element left with the page): the tries stop once it has gone out.
  let signOutSent = false;
  void endSession.then(
    () => (signOutSent = true),
    () => undefined,
  );
  // The portal shows /login itself as soon as it forgets the user (a client-side navigation, so a URL wait
  // would pass at once); the provider's session has ended only when its redirect loads /login as a document.
  const backAtLogin = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      new URL(request.url()).pathname === '/login',
  );
  // Pages load lazily: right after a navigation the previous page (a gate page with its own sign-out button)
  // can still be showing and give way to the shell mid-click, so the click is tried again on what is there then.
  const menuItem = page.getByRole('menuitem', { name: itemName });
  await expect(async () => {
    if (signOutSent) return;
    // The menu's code loads on its first opening: an earlier try may have left it open.
    if (await menuItem.isVisible()) {
      await menuItem.click({ timeout: 2_000 });
    } else if (await userMenu.isVisible()) {
      await userMenu.click({ timeout: 2_000 });
      await menuItem.click({ timeout: 2_000 });
    } else {
      await signOutButton.click({ timeout: 2_000 });
    }
  }).toPass({ timeout: 20_000 });
  await endSession;
  await backAtLogin;
  await page.waitForURL((url) => url.pathname === '/login');
  await page.waitForLoadState();
}
