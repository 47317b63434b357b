import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A mail of the development outbox, as `/dev/outbox.json` lists it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The outbox's mails to one address, newest first. */
export async function outboxMailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const { mails } = (await (await request.get('/dev/outbox.json')).json()) as { mails: OutboxMail[] };
  return mails.filter((mail) => mail.to === to);
}

/** buyer@, signed in on `page`, invites a colleague on the colleagues page, in the page's language. */
export async function inviteColleague(
  page: Page,
  colleague: { email: string; firstName: string; lastName: string },
): Promise<void> {
  await page.goto('/account/colleagues');
  await expect(page.getByRole('heading', { level: 1, name: 'Colleagues' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'buyer@example.com' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(colleague.email);
  await page.getByLabel('First name').fill(colleague.firstName);
  await page.getByLabel('Last name').fill(colleague.lastName);
  await page.getByRole('button', { name: 'Send invitation' }).click();
}
