import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { presetCookieChoice } from '../support/cookie-consent.ts';
import { storedTokens } from '../support/sign-in.ts';
import { adminClient, checkGlewlwyd } from './glewlwyd.ts';
import { confirmLogoutOnGlewlwyd, signInOnGlewlwyd } from './glewlwyd-pages.ts';
import { audience, issuer, issuerUsers, portalEnv, portalOrigin } from './e2e-issuer.ts';

/**
 * The portal behind an independent OpenID provider (Glewlwyd, Debian's package): users sign in on the
 * provider's own page, the API accepts its tokens and links them to portal users by e-mail, and the portal
 * leaves passwords and sessions to the provider.
 */

type IssuerUser = (typeof issuerUsers)[keyof typeof issuerUsers];

async function signInThroughGlewlwyd(page: Page, user: IssuerUser): Promise<void> {
  await presetCookieChoice(page);
  await page.goto('/login');
  // The provider owns forgotten passwords: the portal's own link is not offered.
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInOnGlewlwyd(page, user);
  await page.waitForURL((url) => url.origin === portalOrigin && !url.pathname.startsWith('/login'));
  await expect(page.getByRole('heading').first()).toBeVisible();
}

async function signOutThroughGlewlwyd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await confirmLogoutOnGlewlwyd(page);
  await page.waitForURL((url) => url.origin === portalOrigin && url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test('buyer@ signs in on the provider’s page, works with data, finds password and sessions at the provider, and signs out', async ({
  page,
}) => {
  const soldTos = page.waitForResponse((response) => response.url().endsWith('/priv/api/v1/user/customers'));
  await signInThroughGlewlwyd(page, issuerUsers.buyer);
  expect((await soldTos).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: /Order history/ }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  // The ID token carried the nonce the portal sent; the access token is for the API, by the resource asked for.
  const { accessToken } = await storedTokens(page);
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    aud?: unknown;
    iss?: unknown;
  };
  expect(claims).toMatchObject({ aud: audience, iss: issuer });

  await page.goto('/account');
  const provider = page.getByRole('region', { name: 'Password and sign-ins' });
  await expect(provider.getByRole('link', { name: /Open your sign-in account/ })).toHaveAttribute(
    'href',
    portalEnv.OIDC_ACCOUNT_URL,
  );
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/forgot-password');
  await expect(page.getByText("Your password is kept by your company's sign-in service")).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signOutThroughGlewlwyd(page);
});

test('staff@ signs in, gets the staff tools and works in an on-behalf session', async ({ page }) => {
  await signInThroughGlewlwyd(page, issuerUsers.staff);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // The internal dashboard's tool cards, as the portal's own staff@ gets them.
  const cards = page.locator('main [data-card]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.card))).toEqual(
    expect.arrayContaining(['orderManagement', 'onBehalf', 'customerCreation']),
  );
  await expectNoAxeViolations(page);

  await page.goto('/customer-search');
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Collins Outdoor');
  const results = page.getByRole('list', { name: 'Customers' });
  await results
    .getByRole('button', { name: /Collins Outdoor Ltd/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Open Collins Outdoor Ltd' });
  await dialog.getByRole('textbox', { name: 'Reason or ticket number' }).fill('Signed in through the group SSO');
  await dialog.getByRole('button', { name: 'Open the account' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const banner = page.getByRole('region', { name: 'On-behalf mode' });
  await expect(banner).toContainText('Acting on behalf of Collins Outdoor Ltd (1000101)');

  // Calls in the mode are accepted: the session is bound to the staff user's sign-in at the provider.
  const orders = page.waitForResponse((response) => /\/priv\/api\/v1\/orders\b/.test(response.url()));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /Order history/ })
    .click();
  expect((await orders).status()).toBe(200);
  await expect(page.getByRole('table').first()).toBeVisible();

  const closed = page.waitForRequest((request) => request.method() === 'DELETE');
  await banner.getByRole('button', { name: 'Close' }).click();
  expect((await closed).url()).toContain('reason=closed');
  await expect(banner).toHaveCount(0);
  await signOutThroughGlewlwyd(page);
});

test('a provider user the portal does not know waits on /waiting', async ({ page }) => {
  await signInThroughGlewlwyd(page, issuerUsers.stranger);
  await page.waitForURL((url) => url.pathname === '/waiting');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Tokens of buyer@ from the provider, by the code flow over HTTP: with the API's resource and without. */
const tokensOfBuyer = () =>
  checkGlewlwyd(issuer, {
    clientId: portalEnv.OIDC_CLIENT_ID,
    redirectUri: `${portalOrigin}/login/callback`,
    postLogoutRedirectUri: `${portalOrigin}/login`,
    resource: audience,
    username: issuerUsers.buyer.username,
    password: issuerUsers.buyer.password,
    origin: portalOrigin,
  });

/** Sets the provider's access token lifetime (the plugin takes new parameters on a reset). */
async function setAccessTokenSeconds(seconds: number): Promise<void> {
  const admin = await adminClient(new URL(issuer).origin);
  const plugin = (await (await admin.request('GET', '/api/mod/plugin/oidc')).json()) as {
    parameters: Record<string, unknown>;
  };
  plugin.parameters['access-token-duration'] = seconds;
  await admin.expectOk(admin.request('PUT', '/api/mod/plugin/oidc', plugin), 'access token lifetime');
  await admin.expectOk(admin.request('PUT', '/api/mod/plugin/oidc/reset'), 'plugin reset');
}

test('the API accepts the provider’s tokens for its audience and refuses others and expired ones', async ({
  request,
}) => {
  const report = await tokensOfBuyer();
  const call = (token: unknown) =>
    request.get('/idp/myaccount/userinfo', { headers: { authorization: `Bearer ${String(token)}` } });

  const accepted = await call(report.withResource.body['access_token']);
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ email: 'buyer@example.com' });

  // Without the resource Glewlwyd puts the scope list in `aud`: not a token for this API.
  const foreign = await call(report.withoutResource.body['access_token']);
  expect(foreign.status()).toBe(401);
  expect(foreign.headers()['www-authenticate']).toContain('invalid_token');

  // The last test of this file (one worker): the provider's other tokens are unaffected by the short lifetime.
  await setAccessTokenSeconds(1);
  let shortLived: unknown;
  try {
    shortLived = (await tokensOfBuyer()).withResource.body['access_token'];
  } finally {
    await setAccessTokenSeconds(600);
  }
  await expect(async () => {
    const expired = await call(shortLived);
    expect(expired.status()).toBe(401);
    expect(expired.headers()['www-authenticate']).toContain("'exp' claim timestamp check failed");
  }).toPass({ timeout: 10_000 });
});
