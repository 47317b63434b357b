import { createHmac, randomUUID } from 'node:crypto';
import {
  integrationPaths,
  notificationPaths,
  type IntegrationEvent,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@portal/contracts';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  integrationEvents,
  notificationJobs,
  notificationPreferences,
  outbox,
  updates,
} from '../../../src/db/schema/index.ts';
import { createSignedInUser } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

let testApp: TestApp;
let the: TestCallers;
let headers: Record<TestCaller, Record<string, string>>;
let staffOwn: Record<string, string>;
/** A user of admin's sold-to with login and security and tickets only: may be told of ticket answers, not orders. */
let ticketsReader: { id: string; headers: Record<string, string> };
/** Marks this file's events, so a shared database's rows never confuse the assertions. */
const marker = `test-${randomUUID().slice(0, 8)}`;

// The app, the callers' sign-ins and the extra user are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp({}, { notifications: { queue: { poll: false } } });
  await testApp.app.ready();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
  headers = the.headers;
  staffOwn = bearer(the.tokens.service);
  const user = await createSignedInUser(testApp.app, testApp.database.db, [
    { customerId: the.ownCustomer.admin, enabled: ['LOGIN_SECURITY', 'TICKET'] },
  ]);
  ticketsReader = { id: user.id, headers: bearer(user.token) };
});

afterAll(async () => {
  const db = testApp.database.db;
  await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `%${marker}%`));
  await db.delete(integrationEvents).where(like(integrationEvents.eventId, `${marker}%`));
  // The events' notices in the portal: updates of the sold-tos' users (ADR 074).
  await db.delete(updates).where(like(updates.eventKey, `integration:${marker}%`));
  const userIds = [...Object.values(the?.userIds ?? {}), ...(ticketsReader ? [ticketsReader.id] : [])];
  await db.delete(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  await removeTestCallers(db, the);
  await testApp.close();
});

const secret = () => testApp.config.INTEGRATION_WEBHOOK_SECRET;

function sign(body: string, key = secret()): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

function postEvent(event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  return testApp.app.inject({
    method: 'POST',
    url: integrationPaths.events,
    headers: { 'content-type': 'application/json', 'x-portal-signature': signature ?? sign(body) },
    payload: body,
  });
}

function shipped(customer: string, orderId: string, id = `${marker}-${randomUUID()}`): IntegrationEvent {
  return {
    id,
    type: 'order.shipped',
    occurredAt: '2026-11-28T09:00:00Z',
    customer,
    data: { source: 'sap', orderId, trackingNumber: '1Z999AA10123456784' },
  };
}

function put(callerHeaders: Record<string, string>, body: object) {
  return testApp.app.inject({
    method: 'PUT',
    url: notificationPaths.preferences,
    headers: callerHeaders,
    payload: body,
  });
}

const emailAtOnce = (kind: string): NotificationPreferencesUpdate =>
  ({
    choices: [{ kind, channel: 'email' }],
    delivery: 'immediate',
    digestHour: 8,
    timeZone: 'Europe/Berlin',
  }) as NotificationPreferencesUpdate;

/** The mails of the outbox to an address whose subject names `text`. */
async function mailsTo(to: string, text: string) {
  const rows = await testApp.database.db.select().from(outbox).where(eq(outbox.to, to));
  return rows.filter((row) => row.subject.includes(text));
}

describe('authorization matrix', () => {
  // The preferences are the user's own: login and security or company info, and never in an on-behalf session
  // (the staff callers' headers carry one); noPrivileges has no portal access at all, ticketsOnly neither.
  const preferences: Record<TestCaller, number> = {
    admin: 200,
    multi: 200,
    newTerms: 200,
    noPrivileges: 403,
    ticketsOnly: 403,
    german: 200,
    service: 403,
    approver: 403,
    salesRep: 403,
    none: 401,
  };

  it.each(testCallerNames)('GET the preferences as %s', async (caller) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: notificationPaths.preferences,
      headers: headers[caller],
    });
    expect(response.statusCode, response.body).toBe(preferences[caller]);
  });

  it.each(testCallerNames)('PUT the preferences as %s', async (caller) => {
    const response = await put(headers[caller], emailAtOnce('ticket_answered'));
    expect(response.statusCode, response.body).toBe(preferences[caller]);
  });

  const jobs: Record<TestCaller, number> = {
    admin: 403,
    multi: 403,
    newTerms: 403,
    noPrivileges: 403,
    ticketsOnly: 403,
    german: 403,
    service: 200,
    approver: 403,
    salesRep: 403,
    none: 401,
  };

  it.each(testCallerNames)('GET the failed jobs as %s', async (caller) => {
    // Staff outside an on-behalf session read the queue with the admin tool.
    const callerHeaders = caller === 'service' ? staffOwn : headers[caller];
    const response = await testApp.app.inject({ method: 'GET', url: notificationPaths.jobs, headers: callerHeaders });
    expect(response.statusCode, response.body).toBe(jobs[caller]);
  });
});

describe('preferences', () => {
  it('lists only the kinds the user may be told of, each with its channel, and keeps a change', async () => {
    const saved = await put(headers.admin, emailAtOnce('order_shipped'));
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await testApp.app.inject({
      method: 'GET',
      url: notificationPaths.preferences,
      headers: headers.admin,
    });
    const body = response.json<NotificationPreferences>();
    expect(body.choices.find((choice) => choice.kind === 'order_shipped')?.channel).toBe('email');
    expect(body.choices.find((choice) => choice.kind === 'invoice_issued')?.channel).toBe('portal');
    expect(body.timeZone).toBe('Europe/Berlin');

    const german = await testApp.app.inject({
      method: 'GET',
      url: notificationPaths.preferences,
      headers: headers.german,
    });
    expect(german.json<NotificationPreferences>().choices.length).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for a kind, an hour or a time zone it cannot take, and writes nothing', async () => {
    const before = await testApp.app.inject({
      method: 'GET',
      url: notificationPaths.preferences,
      headers: headers.admin,
    });
    const cases: Array<[object, string]> = [
      [{ ...emailAtOnce('order_shipped'), timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ ...emailAtOnce('order_shipped'), digestHour: 24 }, 'digestHour'],
      [{ ...emailAtOnce('order_shipped'), choices: [{ kind: 'order_lost', channel: 'email' }] }, 'choices.0.kind'],
      [{ ...emailAtOnce('order_shipped'), choices: [{ kind: 'order_shipped', channel: 'fax' }] }, 'choices.0.channel'],
    ];
    for (const [body, field] of cases) {
      const response = await put(headers.admin, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ details: Array<{ field: string }> }>().details.map((detail) => detail.field)).toContain(
        field,
      );
    }
    const after = await testApp.app.inject({
      method: 'GET',
      url: notificationPaths.preferences,
      headers: headers.admin,
    });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses a kind the user may not be told of (400 naming it)', async () => {
    // The user may see tickets but not orders: "ticket answered" is offered, "order shipped" is not and is refused.
    const offered = await testApp.app.inject({
      method: 'GET',
      url: notificationPaths.preferences,
      headers: ticketsReader.headers,
    });
    const kinds = offered.json<NotificationPreferences>().choices.map((choice) => choice.kind);
    expect(kinds).toContain('ticket_answered');
    expect(kinds).not.toContain('order_shipped');
    const response = await put(ticketsReader.headers, emailAtOnce('order_shipped'));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: Array<{ field: string }> }>().details[0]?.field).toBe('choices.0.kind');
    expect((await put(ticketsReader.headers, emailAtOnce('ticket_answered'))).statusCode).toBe(200);
  });
});

describe('the signed inbound webhook', () => {
  it('refuses a missing or wrong signature (401) and keeps nothing', async () => {
    const event = shipped(the.ownCustomer.admin, 'X1');
    const body = JSON.stringify(event);
    for (const signature of ['', 'sha256=00', sign(body, 'another-secret-of-16'), sign(`${body} `)]) {
      const response = await postEvent(event, signature);
      expect(response.statusCode, signature).toBe(401);
    }
    const kept = await testApp.database.db
      .select()
      .from(integrationEvents)
      .where(eq(integrationEvents.eventId, event.id));
    expect(kept).toEqual([]);
  });

  it('answers 400 naming the field of an event it cannot take', async () => {
    const event = { ...shipped(the.ownCustomer.admin, 'X2'), data: { source: 'sap' } };
    const response = await postEvent(event);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ details: Array<{ field: string }> }>().details[0]?.field).toBe('data.orderId');
  });

  it('queues one mail per recipient who chose e-mail, delivers it in English with RFC 8058 headers, once per id', async () => {
    expect((await put(headers.admin, emailAtOnce('order_shipped'))).statusCode).toBe(200);
    const orderId = `${marker}-A`;
    const event = shipped(the.ownCustomer.admin, orderId);
    const first = await postEvent(event);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ status: 'accepted' });
    const replay = await postEvent(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ id: event.id, status: 'duplicate', notices: 0 });

    while ((await testApp.app.notificationQueue.runOnce()) > 0);
    const mails = await mailsTo(the.usernames.admin, orderId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Order ${orderId} has shipped`);
    expect(mail?.text).toContain(`/orders/sap/${orderId}`);
    expect(mail?.text).toContain('1Z999AA10123456784');
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/pub\/notifications\/unsubscribe\?token=/,
    );
  });

  it('writes to a user who reads German in German', async () => {
    expect((await put(headers.german, emailAtOnce('order_shipped'))).statusCode).toBe(200);
    const orderId = `${marker}-K`;
    expect((await postEvent(shipped(the.ownCustomer.german, orderId))).statusCode).toBe(202);
    while ((await testApp.app.notificationQueue.runOnce()) > 0);
    const [mail] = await mailsTo(the.usernames.german, orderId);
    expect(mail?.subject).toBe(`Auftrag ${orderId} wurde versandt`);
    expect(mail?.html).toContain('lang="de"');
  });
});

describe('notices of the portal’s own changes', () => {
  it('mails a staff answer to a ticket to the sold-to’s users who chose e-mail for "ticket answered"', async () => {
    expect((await put(headers.admin, emailAtOnce('ticket_answered'))).statusCode).toBe(200);
    const ticketId = await testApp.app.ticketSource.create(the.ownCustomer.admin, {
      author: { userId: null, name: 'Test' },
      fields: { subject: `Torn cartons ${marker}`, category: 'other', description: 'Two cartons arrived torn.' },
      attachments: [],
    });
    const answer = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/tickets/${ticketId}/messages`,
      headers: staffOwn,
      payload: { body: 'Please send a photo of the cartons.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { number } = answer.json<{ number: string }>();
    while ((await testApp.app.notificationQueue.runOnce()) > 0);
    const [mail] = await mailsTo(the.usernames.admin, `ticket ${number} has an answer`);
    expect(mail?.text).toContain(`/ticket/${ticketId}`);
  });
});

describe('the unsubscribe link', () => {
  async function linkOfLatestMail(text: string) {
    const [mail] = await mailsTo(the.usernames.admin, text);
    const header = mail?.headers['List-Unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    return `${url.pathname}${url.search}`;
  }

  it('shows a confirmation without sign-in, and one-click POST stops that kind of e-mail', async () => {
    expect((await put(headers.admin, emailAtOnce('order_shipped'))).statusCode).toBe(200);
    const orderId = `${marker}-U`;
    expect((await postEvent(shipped(the.ownCustomer.admin, orderId))).statusCode).toBe(202);
    while ((await testApp.app.notificationQueue.runOnce()) > 0);
    const link = await linkOfLatestMail(orderId);

    const page = await testApp.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Order shipped');
    expect(page.body).toContain('<form method="post"');

    const done = await testApp.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const preferences = await testApp.app.inject({
      method: 'GET',
      url: notificationPaths.preferences,
      headers: headers.admin,
    });
    expect(
      preferences.json<NotificationPreferences>().choices.find((choice) => choice.kind === 'order_shipped')?.channel,
    ).toBe('none');
  });

  it('refuses a token whose signature does not hold (404)', async () => {
    const forged = `${the.userIds.admin}.order_shipped.${Buffer.alloc(32).toString('base64url')}`;
    for (const method of ['GET', 'POST'] as const) {
      const response = await testApp.app.inject({
        method,
        url: `${notificationPaths.unsubscribe}?token=${forged}`,
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
