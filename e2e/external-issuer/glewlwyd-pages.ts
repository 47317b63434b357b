/**
 * Driving Glewlwyd's own pages (its webapp's login.html, in English) from Playwright: what a user of the
 * portal sees when the portal signs in or out through Glewlwyd.
 *
 * Sign-in: the portal sends the browser to Glewlwyd's authorize endpoint, which always redirects to
 * login.html first. Without a Glewlwyd session, the page asks "Please enter your login and password": an
 * input labelled "Login" (#username, placeholder "Your username"), one labelled "Password" (#password,
 * placeholder "Your password") and a button "OK". Then (and straight away when a Glewlwyd session is
 * still open) it says "Hello <name>", "Connection to <client name>", "What do you wish for?" with the
 * buttons "Continue" and "Logout": Continue goes back to the authorize endpoint, which redirects to the
 * portal's callback with the code. If the user has not granted the client its scopes yet, a "Client
 * access grant" list of checkboxes (one per scope, openid ticked and fixed) and a "Grant access" button
 * come before Continue.
 *
 * Sign-out: the end_session endpoint (with id_token_hint) redirects to login.html, which says "End
 * session", "The client <client name> wishes you to close the current session" and, with a
 * post_logout_redirect_uri, "Then you will be redirected to: <uri>?state=<state>", with the buttons
 * "Logout" and "Stay connected". Logout ends the session and goes to that URI.
 *
 * Note: a page served by Playwright's page.route() rather than by a server on localhost cannot call
 * Glewlwyd on localhost: Chromium's local network access checks block it as a public page calling the
 * loopback address. The real portal server does not have this problem.
 */
import type { Page } from '@playwright/test';

/** On Glewlwyd's login page: signs in if asked, grants the client's scopes if asked, then continues. */
export async function signInOnGlewlwyd(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.waitForURL(/\/login\.html/);
  // The page draws itself, then redraws once its API calls (config, session, grants) have answered: a
  // form filled in between can lose its values.
  await page.waitForLoadState('networkidle');
  // Not `exact`: the buttons with an icon have the icon font's glyph in their accessible name.
  const continueButton = page.getByRole('button', { name: 'Continue' });
  const passwordField = page.getByLabel('Password', { exact: true });
  await continueButton.or(passwordField).first().waitFor();
  if (await passwordField.isVisible()) {
    await page.getByLabel('Login', { exact: true }).fill(user.username);
    await passwordField.fill(user.password);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
  }
  const grantButton = page.getByRole('button', { name: 'Grant access' });
  await continueButton.or(grantButton).first().waitFor();
  // The page asks the API about the client's grants after it has drawn itself: let it finish.
  await page.waitForLoadState('networkidle');
  if (await grantButton.isVisible()) {
    for (const box of await page.getByRole('checkbox').all()) {
      if (await box.isEnabled()) await box.check();
    }
    await grantButton.click();
  }
  await continueButton.click();
}

/** On Glewlwyd's end-session page (after the portal's sign-out): confirms with Logout. */
export async function confirmLogoutOnGlewlwyd(page: Page): Promise<void> {
  await page.waitForURL(/\/login\.html\?.*prompt=end_session/);
  // The split button's main half (its icon's glyph is part of the accessible name, so not `exact`).
  await page.getByRole('button', { name: 'Logout' }).first().click();
}
