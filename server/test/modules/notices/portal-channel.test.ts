import { createHmac, randomUUID } from 'node:crypto';
import {
  integrationPaths,
  notificationPaths,
  updatePageSchema,
  type IntegrationEvent,
  type NotificationPreferencesUpdate,
  type PublishUpdate,
  type UpdatePage,
} from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationEvents, notificationJobs, updates, users } from '../../../src/db/schema/index.ts';
import { customerBrandIds } from '../../../src/modules/accounts/index.ts';
import { savePreferences } from '../../../src/modules/notices/preferences-store.ts';
import { unreadCounts } from '../../../src/modules/updates/unread-counts.ts';
import {
  createSignedInStaff,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

/**
 * The portal channel of the notification preferences (issue 33, ADR 074): an event of an order, a document or a
 * ticket becomes an update of each user whose channel for its kind is `portal` or `both`, once per event; a
 * published update of a type whose kind a user set to `email` or `none` leaves that user's list, unread count and
 * stream count, while its own page (a mail's link) still opens. Every customer and user here is the file's own.
 */

let testApp: TestApp;
let staff: TestUser & { token: string };
let soldTo: string;
const people: Record<string, TestUser & { headers: Record<string, string> }> = {};
/** Marks this file's events, so a shared database's rows never confuse the assertions. */
const marker = `portal-channel-${randomUUID().slice(0, 8)}`;
const published: string[] = [];
const answeredTickets: string[] = [];

const orderAndDocumentCodes = [
  'ORDER_INQUIRY_NEW',
  'DOCUMENT',
  'DOCUMENT_INVOICE',
  'TICKET',
  'NOTIFICATIONS',
  'LOGIN_SECURITY',
];

function person(name: string) {
  const user = people[name];
  if (!user) throw new Error(`no test user ${name}`);
  return user;
}

// The app, and the sold-to with its users, are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp({}, { notifications: { queue: { poll: false } } });
  await testApp.app.ready();
});

beforeAll(async () => {
  const { db } = testApp.database;
  // Staff in the customer service role answer tickets and publish updates.
  [staff, soldTo] = await Promise.all([
    createSignedInStaff(testApp.app, db, staffEntries.service.enabled),
    createTestCustomer(db, { legalName: 'Portal Channel Retail' }),
  ]);
  const add = async (
    name: string,
    channels: Record<string, string> | null,
    codes = orderAndDocumentCodes,
    locale = 'en',
  ) => {
    const user = await createTestUser(db, { locale });
    await grantPrivileges(db, user.id, [{ customerId: soldTo, enabled: codes }]);
    if (channels) {
      await savePreferences(db, user.id, { channels, delivery: 'immediate', digestHour: 8, timeZone: 'UTC' });
    }
    const headers = bearer((await new Browser(testApp.app).signIn(user.username, user.password)).access_token);
    people[name] = { ...user, headers };
  };
  await Promise.all([
    // Never saved a preference: every kind is the portal.
    add('portal', null, orderAndDocumentCodes, 'de'),
    add('both', { order_shipped: 'both', invoice_overdue: 'both', ticket_answered: 'both' }),
    add('email', {
      order_shipped: 'email',
      invoice_overdue: 'email',
      ticket_answered: 'email',
      update_price_list: 'email',
    }),
    add('none', {
      order_shipped: 'none',
      invoice_overdue: 'none',
      ticket_answered: 'none',
      update_price_list: 'none',
    }),
    // May not see orders or documents: told of neither.
    add('ticketsOnly', null, ['TICKET', 'NOTIFICATIONS']),
  ]);
});

afterAll(async () => {
  const { db } = testApp.database;
  await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `%${marker}%`));
  // The ticket answer's mails (their key names the ticket), so no other file's queue finds them waiting.
  for (const ticketId of answeredTickets) {
    await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `ticket-answer:${ticketId}:%`));
  }
  // A published update's mails (`update:<id>:<user>`) too.
  for (const id of published)
    await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `update:${id}:%`));
  await db.delete(integrationEvents).where(like(integrationEvents.eventId, `${marker}%`));
  if (published.length > 0) await db.delete(updates).where(inArray(updates.id, published));
  // The users' own updates go with them, the sold-to's with it.
  await db.delete(users).where(
    inArray(
      users.id,
      [...Object.values(people), staff].map((user) => user.id),
    ),
  );
  await removeTestCustomers(db, [soldTo]);
  await testApp.close();
});

function postEvent(event: IntegrationEvent) {
  const body = JSON.stringify(event);
  const signature = createHmac('sha256', testApp.config.INTEGRATION_WEBHOOK_SECRET).update(body).digest('hex');
  return testApp.app.inject({
    method: 'POST',
    url: integrationPaths.events,
    headers: { 'content-type': 'application/json', [integrationPaths.signatureHeader]: `sha256=${signature}` },
    payload: body,
  });
}

function send(headers: Record<string, string>, options: Omit<InjectOptions, 'headers'>) {
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}

async function list(name: string, query = ''): Promise<UpdatePage> {
  const response = await send(person(name).headers, {
    method: 'GET',
    url: `/priv/api/v1/updates?soldTo=${soldTo}&pageSize=50${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return updatePageSchema.parse(response.json());
}

/** The updates of a user linking to a page. */
async function linkingTo(name: string, href: string, query = '') {
  return (await list(name, query)).items.filter((item) => item.cta?.href === href);
}

async function mailJobs(eventKey: string): Promise<string[]> {
  const rows = await testApp.database.db
    .select({ key: notificationJobs.dedupeKey })
    .from(notificationJobs)
    .where(like(notificationJobs.dedupeKey, `${eventKey}:%`));
  return rows.map((row) => row.key.slice(eventKey.length + 1)).sort();
}

describe('events of orders and documents', () => {
  it('become an update of each user whose channel includes the portal, once per event, dated when they happened', async () => {
    const orderId = `${marker}-A`;
    const event: IntegrationEvent = {
      id: `${marker}-${randomUUID()}`,
      type: 'order.shipped',
      occurredAt: '2026-11-27T09:30:00Z',
      customer: soldTo,
      data: { source: 'sap', orderId, trackingNumber: '1Z999AA10123456784' },
    };
    const first = await postEvent(event);
    expect(first.statusCode, first.body).toBe(202);
    // Two updates (portal, both) and two mails (both, email).
    expect(first.json()).toMatchObject({ status: 'accepted', notices: 4 });
    expect((await postEvent(event)).json()).toMatchObject({ status: 'duplicate', notices: 0 });

    const href = `/orders/sap/${orderId}`;
    const [german] = await linkingTo('portal', href);
    expect(german).toMatchObject({
      type: 'notification',
      chip: 'delivery',
      header: `Auftrag ${orderId} wurde versandt`,
      body: expect.stringContaining('1Z999AA10123456784'),
      cta: { label: 'Auftrag anzeigen', href },
      language: 'de',
      unread: true,
      createdAt: '2026-11-27T09:30:00.000Z',
    });
    expect(await linkingTo('portal', href, '&lang=en')).toMatchObject([
      { header: `Order ${orderId} has shipped`, cta: { label: 'View order' }, language: 'en' },
    ]);
    expect(await linkingTo('both', href)).toHaveLength(1);
    expect(await linkingTo('email', href)).toEqual([]);
    expect(await linkingTo('none', href)).toEqual([]);
    expect(await linkingTo('ticketsOnly', href)).toEqual([]);
    expect(await mailJobs(`integration:${event.id}`)).toEqual([person('both').id, person('email').id].sort());
  });

  it('makes an overdue invoice a warning linking to the document', async () => {
    const documentId = `${marker.slice(-8)}01`;
    const response = await postEvent({
      id: `${marker}-${randomUUID()}`,
      type: 'invoice.overdue',
      occurredAt: '2026-11-26T06:00:00Z',
      customer: soldTo,
      data: { documentId, amount: '1200.00', currency: 'EUR', dueDate: '2026-11-20' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const href = `/documents/invoice?q=${documentId}`;
    expect(await linkingTo('both', href)).toMatchObject([
      {
        type: 'warning',
        chip: 'documents',
        header: `Invoice ${documentId} is overdue`,
        cta: { label: 'View document' },
      },
    ]);
    expect(await linkingTo('none', href)).toEqual([]);
  });
});

describe('a staff answer to a ticket', () => {
  it('is an update of the users whose channel for "ticket answered" includes the portal', async () => {
    const ticketId = await testApp.app.ticketSource.create(soldTo, {
      author: { userId: null, name: 'Test' },
      fields: { subject: `Torn cartons ${marker}`, category: 'other', description: 'Two cartons arrived torn.' },
      attachments: [],
    });
    answeredTickets.push(ticketId);
    const answer = await send(bearer(staff.token), {
      method: 'POST',
      url: `/api/admin/tickets/${ticketId}/messages`,
      payload: { body: 'Please send a photo of the cartons.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const href = `/ticket/${ticketId}`;
    expect(await linkingTo('portal', href)).toMatchObject([
      { chip: 'ticket', header: expect.stringMatching(/^Der Kundenservice hat auf Ticket /) },
    ]);
    expect(await linkingTo('both', href)).toHaveLength(1);
    expect(await linkingTo('ticketsOnly', href)).toHaveLength(1);
    expect(await linkingTo('email', href)).toEqual([]);
    expect(await linkingTo('none', href)).toEqual([]);
  });
});

describe('published updates of a type the user keeps out of the portal', () => {
  it('leave the list, the unread count and the stream count alike; their page still opens; the portal brings them back', async () => {
    const update: PublishUpdate = {
      audience: { kind: 'soldTo', customerId: soldTo },
      type: 'notification',
      updateType: 'price_list',
      header: `Price list ${marker}`,
      body: 'The new price list is out.',
    };
    const response = await send(bearer(staff.token), { method: 'POST', url: '/api/admin/updates', payload: update });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<{ id: string }>().id;
    published.push(id);

    const shown = async (name: string) => (await list(name)).items.some((item) => item.id === id);
    expect(await shown('portal')).toBe(true);
    expect(await shown('email')).toBe(false);
    expect(await shown('none')).toBe(false);
    // Only the type's own kind counts: the general ticket and order notices stay.
    expect((await list('none', '&updateType=price_list')).items).toEqual([]);

    // The list's unread count and the streams' one query agree, user by user.
    const { db } = testApp.database;
    const brandIds = await customerBrandIds(db, soldTo);
    const names = ['portal', 'both', 'email', 'none'];
    const readers = names.map((name) => ({
      userId: person(name).id,
      customerId: soldTo,
      brandIds,
      types: ['notification', 'warning'] as const,
    }));
    const streamCounts = await unreadCounts(db, readers);
    const listCounts = await Promise.all(names.map(async (name) => (await list(name)).unread));
    expect(streamCounts).toEqual(listCounts);
    const visibleUnread = await Promise.all(
      names.map(async (name) => (await list(name)).items.filter((item) => item.unread).length),
    );
    expect(listCounts).toEqual(visibleUnread);

    // The mail's link: the update's own page opens.
    const page = await send(person('email').headers, {
      method: 'GET',
      url: `/priv/api/v1/updates/${id}?soldTo=${soldTo}`,
    });
    expect(page.statusCode, page.body).toBe(200);

    // Choosing the portal again lists it again.
    const back: NotificationPreferencesUpdate = {
      choices: [{ kind: 'update_price_list', channel: 'both' }],
      delivery: 'immediate',
      digestHour: 8,
      timeZone: 'UTC',
    };
    const saved = await send(person('none').headers, {
      method: 'PUT',
      url: notificationPaths.preferences,
      payload: back,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const before = listCounts[names.indexOf('none')] ?? 0;
    expect(await shown('none')).toBe(true);
    expect((await list('none')).unread).toBe(before + 1);
  });
});
