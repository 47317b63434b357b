import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { signIn, storedTokens } from '../support/sign-in.ts';

/**
 * Notification preferences and notice mails (issue 33): buyer@ chooses "order shipped: e-mail at once", and the
 * seeded shipments leave buyer@'s updates (ADR 074); the ERP's webhook reports a shipment and the mail is in the
 * outbox in English; klaus@ gets his in German; the mail's unsubscribe link works in a browser that never signed
 * in. It changes two personas' preferences and writes mails to them, so it runs with the shared personas.
 */

/** The development secret the e2e server signs with (no INTEGRATION_WEBHOOK_SECRET set). */
const secret = 'dev-integration-secret';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

async function reportShipment(request: APIRequestContext, customer: string, orderId: string): Promise<void> {
  const body = JSON.stringify({
    id: `e2e-${orderId}`,
    type: 'order.shipped',
    occurredAt: new Date().toISOString(),
    customer,
    data: { source: 'sap', orderId, trackingNumber: '1Z999AA10123456784' },
  });
  const response = await request.post('/api/integration/events', {
    headers: {
      'content-type': 'application/json',
      'x-portal-signature': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    data: body,
  });
  expect(response.status()).toBe(202);
}

/** The outbox's mail to `to` with `subject`, once the queue has sent it. */
async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/dev/outbox.json')).json()) as { mails: OutboxMail[] };
      found = mails.find((mail) => mail.to === to && mail.subject === subject);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no mail "${subject}" to ${to}`);
  return found;
}

/** How many "order shipped" notices buyer@'s updates list holds, as the Updates page reads it. */
async function shippedNotices(page: Page): Promise<number> {
  const { accessToken } = await storedTokens(page);
  const response = await page.request.get('/priv/api/v1/updates?soldTo=1000101&pageSize=50', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ header: string }> };
  return items.filter((item) => item.header.endsWith(' has shipped')).length;
}

test('order shipped by e-mail: buyer@ in English, klaus@ in German, and the unsubscribe link without signing in', async ({
  page,
  request,
  browser,
}) => {
  const run = String(Date.now()).slice(-6);

  await page.goto('/login');
  await signIn(page, 'buyer@example.com');
  // The seed's last shipments are among buyer@'s updates while "order shipped" is in the portal.
  expect(await shippedNotices(page)).toBeGreaterThan(0);
  await page.goto('/account/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const shipped = page.getByRole('combobox', { name: 'Order shipped' });
  await shipped.focus();
  await shipped.selectOption('email');
  await page.getByRole('radio', { name: 'Send each e-mail at once' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).press('Enter');
  await expect(page.getByText('Your notification preferences are saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  // By e-mail only: no longer among the updates.
  expect(await shippedNotices(page)).toBe(0);

  const buyerOrder = `45101${run}`;
  await reportShipment(request, '1000101', buyerOrder);
  const mail = await mailTo(request, 'buyer@example.com', `Order ${buyerOrder} has shipped`);
  expect(mail.text).toContain(`/orders/sap/${buyerOrder}`);
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  const klausContext = await browser.newContext();
  const klaus = await klausContext.newPage();
  await klaus.goto('/login');
  await signIn(klaus, 'klaus@example.com');
  await klaus.goto('/account/notifications');
  await expect(klaus.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
  await klaus.getByRole('combobox', { name: 'Auftrag versandt' }).selectOption('email');
  await klaus.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(klaus.getByText('Ihre Benachrichtigungseinstellungen sind gespeichert.')).toBeVisible();
  const klausOrder = `45107${run}`;
  await reportShipment(request, '1000107', klausOrder);
  const german = await mailTo(request, 'klaus@example.com', `Auftrag ${klausOrder} wurde versandt`);
  expect(german.text).toContain('Hallo');
  await klausContext.close();

  // The unsubscribe link, in a browser that never signed in.
  const unsubscribe = new URL(mail.headers['List-Unsubscribe']?.slice(1, -1) ?? '');
  const anonymousContext = await browser.newContext();
  const anonymous = await anonymousContext.newPage();
  await anonymous.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(anonymous.getByText('Stop e-mails about “Order shipped” to buyer@example.com?')).toBeVisible();
  await anonymous.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible();
  await anonymousContext.close();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Order shipped' })).toHaveValue('none');
});
