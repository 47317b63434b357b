import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { demoPassword, signIn, signOut, storedTokens, submitCredentials } from '../support/sign-in.ts';

// The password reset and the locked sign-in are done by users of this spec's own (e2e/personas/, of multi@'s and
// salesrep@'s shapes), so every persona keeps its password and its sign-in for the specs beside this one.
test.describe.configure({ mode: 'serial' });

/** Of multi@'s shape: it gets a new password here. */
const resetUser = 'e2e-identity-1@example.com';
/** Of salesrep@'s shape: its sign-in from this browser's address is made to wait here. */
const throttledUser = 'e2e-identity-2@example.com';

const personas = [
  'buyer@example.com',
  'multi@example.com',
  'newterms@example.com',
  'pending@example.com',
  'limited@example.com',
  'klaus@example.com',
  'staff@example.com',
  'approver@example.com',
  'salesrep@example.com',
];

const neutralError = 'The e-mail address or password is incorrect.';

test.describe('identity', () => {
  test('the hosted sign-in page is accessible and speaks the portal language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  for (const username of personas) {
    test(`${username} signs in and lands past /login`, async ({ page }) => {
      await page.goto('/login');
      await signIn(page, username);
      expect(new URL(page.url()).pathname).not.toMatch(/^\/(login|oidc)/);
    });
  }

  test('signing out revokes the access and refresh tokens', async ({ page, request }) => {
    await signIn(page, 'buyer@example.com');
    const { accessToken, refreshToken } = await storedTokens(page);
    const bearer = { authorization: `Bearer ${accessToken}` };
    expect((await request.get('/idp/myaccount/password', { headers: bearer })).status()).toBe(200);

    await signOut(page);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('oidc.user')))).toEqual(
      [],
    );

    expect((await request.get('/idp/myaccount/password', { headers: bearer })).status()).toBe(401);
    const refresh = await request.post('/oidc/token', {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'portal-spa' },
    });
    expect(refresh.status()).toBe(400);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  test('the password API answers a recent, a common and a weak password with distinct codes', async ({
    page,
    request,
  }) => {
    await signIn(page, 'limited@example.com');
    const { accessToken } = await storedTokens(page);
    const change = async (password: string) => {
      const response = await request.post('/idp/myaccount/password', {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { profile: { password }, currentPassword: demoPassword },
      });
      expect(response.status()).toBe(400);
      return ((await response.json()) as { errorCode: string }).errorCode;
    };
    expect(await change(demoPassword)).toBe('password_used_recently');
    expect(await change('password1234')).toBe('password_commonly_used');
    expect(await change('abcdefghijk')).toBe('password_requirements_not_met');
  });

  test('forgot password sends a single-use link that sets a new password', async ({ page, request }) => {
    // New at every attempt: a retry must not be refused as a password used recently.
    const newPassword = `Harbour-Lantern-${Date.now().toString(36)}`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Username (email address)').fill(resetUser);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('If an account exists for this username')).toBeVisible();

    const outbox = (await (await request.get('/dev/outbox.json')).json()) as {
      mails: Array<{ to: string; text: string }>;
    };
    const mail = outbox.mails.find((candidate) => candidate.to.includes(resetUser));
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link ?? '');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();

    await page.goto(link ?? '');
    await expect(page.getByText('This link is invalid, has expired or has already been used.')).toBeVisible();

    await page.goto('/login');
    await signIn(page, resetUser, newPassword);
  });

  test('a wrong password gets one neutral message, and repeated failures make this browser wait', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/oidc\/interaction\//);

    await submitCredentials(page, 'nobody@example.com', 'Whatever-2026');
    await expect(page.getByRole('alert')).toHaveText(neutralError);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitCredentials(page, throttledUser, `Wrong-password-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText(neutralError);
    }
    // Beyond the free failures each counted failure doubles the wait (1 s, 2 s, 4 s, ...), and an attempt during a
    // wait is refused without counting. Fail until five have counted: a wait of 16 s runs, so even a slow machine
    // submits the right password inside it.
    const alert = page.getByRole('alert');
    const throttledText = 'Too many failed sign-in attempts';
    let counted = 0;
    // Bounded by time, not by attempts: a fast machine answers dozens of refused attempts within one wait. A refused
    // attempt is followed by a pause, so the waits (1 + 2 + 4 + 8 s) run out in some thirty attempts.
    const deadline = Date.now() + 45_000;
    for (let attempt = 4; counted < 5 && Date.now() < deadline; attempt += 1) {
      const answered = page.waitForEvent('domcontentloaded');
      await submitCredentials(page, throttledUser, `Wrong-password-${attempt}`);
      await answered;
      await expect(alert).toHaveText(new RegExp(`^(${neutralError.replaceAll('.', '\\.')}|${throttledText})`));
      if ((await alert.innerText()).startsWith(throttledText)) await page.waitForTimeout(500);
      else counted += 1;
    }
    expect(counted).toBe(5);
    await submitCredentials(page, throttledUser, demoPassword);
    await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts');
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
  });
});
