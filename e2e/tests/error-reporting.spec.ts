import { expect, test } from '@playwright/test';
import { signIn, storedTokens } from '../support/sign-in.ts';

interface StoredError {
  description: string;
  techInfo: string;
  page: string | null;
  requestId: string | null;
  userId: string | null;
}

test.describe('error reporting', () => {
  test('a failed call is stored once on the server with the spec’s description', async ({ page, browser }) => {
    const failedRequestId = `forced-${Date.now()}`;
    await page.route('**/priv/api/v1/cms/contents-homepage/**', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'x-request-id': failedRequestId },
        json: { error: 'Service Unavailable', message: 'The content service is down' },
      }),
    );
    const reported = page.waitForResponse((response) => response.url().endsWith('/pub/api/v1/client-errors'));
    await page.goto('/login');
    await signIn(page, 'buyer@example.com');
    expect((await reported).status()).toBe(204);

    const staff = await browser.newPage();
    await staff.goto('/login');
    await signIn(staff, 'staff@example.com');
    const { accessToken } = await storedTokens(staff);
    const records = async () => {
      const response = await staff.request.get('/api/admin/client-errors?kind=error&limit=200', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.status()).toBe(200);
      const { items } = (await response.json()) as { items: StoredError[] };
      return items.filter((item) => item.requestId === failedRequestId);
    };

    await expect.poll(async () => (await records()).length).toBe(1);
    const [record] = await records();
    expect(record).toMatchObject({ description: 'Error getting CMS data for the homepage', page: '/dashboard' });
    expect(record?.techInfo).toContain('503');
    expect(record?.userId).not.toBeNull();
    await staff.close();
  });
});
