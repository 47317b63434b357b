import { expect, test } from '@playwright/test';
import { signIn, signOut, storedTokens } from '../support/sign-in.ts';

const instanceB = process.env.E2E_INSTANCE_B_URL ?? '';
const apiPrefixes = ['/priv/', '/api/', '/pub/'];

test('a user signed in through instance A works through instance B, and signing out on A revokes on B', async ({
  page,
  request,
}) => {
  // The browser talks to A (sign-in pages, provider, front end); every API call goes to B, as a load balancer may.
  let sentToB = 0;
  const refusedByB: string[] = [];
  await page.route(
    (url) => apiPrefixes.some((prefix) => url.pathname.startsWith(prefix)),
    async (route) => {
      const original = new URL(route.request().url());
      sentToB++;
      const response = await route.fetch({ url: `${instanceB}${original.pathname}${original.search}` });
      if (response.status() >= 400) refusedByB.push(`${response.status()} ${original.pathname}`);
      await route.fulfill({ response });
    },
  );

  await signIn(page, 'buyer@example.com');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(sentToB).toBeGreaterThan(3);
  expect(refusedByB).toEqual([]);

  // The same token straight at B, and a refresh at B's provider: grants and sessions live in the database.
  const { accessToken, refreshToken } = await storedTokens(page);
  const customersAtB = () =>
    request.get(`${instanceB}/priv/api/v1/user/customers`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect((await customersAtB()).status()).toBe(200);
  const refreshed = await request.post(`${instanceB}/oidc/token`, {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'portal-spa' },
  });
  expect(refreshed.status()).toBe(200);
  const { access_token: refreshedToken } = (await refreshed.json()) as { access_token: string };
  expect(
    (
      await request.get(`${instanceB}/priv/api/v1/user/customers`, {
        headers: { authorization: `Bearer ${refreshedToken}` },
      })
    ).status(),
  ).toBe(200);

  // Sign-out on A ends the grant; B drops what it cached on the database's notice, well before its cache expires.
  await signOut(page);
  await expect.poll(async () => (await customersAtB()).status(), { timeout: 3_000 }).toBe(401);
  const refreshedAtB = await request.get(`${instanceB}/priv/api/v1/user/customers`, {
    headers: { authorization: `Bearer ${refreshedToken}` },
  });
  expect(refreshedAtB.status()).toBe(401);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
