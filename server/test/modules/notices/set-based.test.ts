import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  notificationDigestItems,
  notificationJobs,
  notificationPreferences,
  users,
} from '../../../src/db/schema/index.ts';
import type { Mail, Mailer } from '../../../src/modules/identity/index.ts';
import { keepDigestItems } from '../../../src/modules/notices/events-store.ts';
import { savePreferences } from '../../../src/modules/notices/preferences-store.ts';
import { defaultQueueTiming, nextPollDelay, NotificationQueue } from '../../../src/modules/notices/queue.ts';
import { enqueueJobs } from '../../../src/modules/notices/queue-store.ts';
import { queueDueDigests, unsubscribe } from '../../../src/modules/notices/service.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

/**
 * The notices' work done by sets (issue 33): unsubscribing from every kind in one statement, the daily digests of
 * several users at once, and a queue that looks less often while it is empty. Every customer and user is the file's.
 */

let testApp: TestApp;
let customerId: string;
const people: TestUser[] = [];
const marker = `set-based-${Date.now()}`;

beforeAll(async () => {
  testApp = await buildTestApp({}, { notifications: { queue: { poll: false } } });
  await testApp.app.ready();
  customerId = await createTestCustomer(testApp.database.db);
});

afterAll(async () => {
  const { db } = testApp.database;
  const ids = people.map((user) => user.id);
  if (ids.length > 0) {
    for (const id of ids) await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `%${id}%`));
    await db.delete(users).where(inArray(users.id, ids));
  }
  await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `${marker}%`));
  await removeTestCustomers(db, [customerId]);
  await testApp.close();
});

async function newUser(): Promise<TestUser> {
  const user = await createTestUser(testApp.database.db);
  await grantPrivileges(testApp.database.db, user.id, [{ customerId, enabled: ['ORDER_INQUIRY_NEW', 'TICKET'] }]);
  people.push(user);
  return user;
}

describe('unsubscribing from every kind', () => {
  it('takes e-mail away from each stored kind at once and keeps the portal where it was chosen', async () => {
    const { db } = testApp.database;
    const user = await newUser();
    await savePreferences(db, user.id, {
      channels: { order_shipped: 'email', order_confirmed: 'both', ticket_answered: 'none', update_general: 'portal' },
      delivery: 'digest',
      digestHour: 9,
      timeZone: 'Europe/Rome',
    });
    expect(await unsubscribe(db, user.id, 'all')).toBe(true);
    const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    expect(row).toMatchObject({
      channels: { order_shipped: 'none', order_confirmed: 'portal', ticket_answered: 'none', update_general: 'portal' },
      delivery: 'digest',
      digestHour: 9,
      timeZone: 'Europe/Rome',
    });
  });

  it('leaves a user without saved preferences with the defaults (the portal only)', async () => {
    const { db } = testApp.database;
    const user = await newUser();
    expect(await unsubscribe(db, user.id, 'all')).toBe(true);
    const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, user.id));
    expect(row?.channels).toEqual({});
  });
});

describe('the daily digests', () => {
  it('queues the due digests of several users in their own time zones at once, each once a day', async () => {
    const { db } = testApp.database;
    const [berlin, tokyo, newYork] = [await newUser(), await newUser(), await newUser()];
    if (!berlin || !tokyo || !newYork) throw new Error('users not created');
    const zones: Array<[TestUser, string]> = [
      [berlin, 'Europe/Berlin'],
      [tokyo, 'Asia/Tokyo'],
      [newYork, 'America/New_York'],
    ];
    for (const [user, timeZone] of zones) {
      await savePreferences(db, user.id, { channels: {}, delivery: 'digest', digestHour: 8, timeZone });
      await keepDigestItems(db, [
        { userId: user.id, eventKey: `${marker}:a`, kind: 'order_shipped', title: 'Order A has shipped', link: '/o/a' },
        { userId: user.id, eventKey: `${marker}:b`, kind: 'order_shipped', title: 'Order B has shipped', link: '/o/b' },
      ]);
    }
    // 08:30 in Berlin is 16:30 in Tokyo and 02:30 in New York: two digests are due, New York's is not.
    const now = new Date('2026-11-28T07:30:00Z');
    const context = { publicUrl: testApp.config.PUBLIC_URL };
    await queueDueDigests(db, now, context);
    const queued = await db
      .select()
      .from(notificationJobs)
      .where(
        inArray(
          notificationJobs.dedupeKey,
          zones.map(([user]) => `digest:${user.id}:2026-11-28`),
        ),
      );
    expect(queued.map((job) => (job.payload as Mail).to).sort()).toEqual([berlin.username, tokyo.username].sort());
    expect((queued[0]?.payload as Mail).text).toContain('Order B has shipped');

    // A minute later nothing more: the day is claimed, the lines are sent.
    await queueDueDigests(db, new Date(now.getTime() + 60_000), context);
    const after = await db
      .select()
      .from(notificationJobs)
      .where(like(notificationJobs.dedupeKey, `digest:%:2026-11-28`));
    expect(after.filter((job) => zones.some(([user]) => job.dedupeKey.includes(user.id)))).toHaveLength(2);
    const waiting = await db
      .select()
      .from(notificationDigestItems)
      .where(inArray(notificationDigestItems.userId, [berlin.id, tokyo.id, newYork.id]));
    expect(waiting.filter((line) => line.sentAt === null).map((line) => line.userId)).toEqual([newYork.id, newYork.id]);
  });
});

describe('the queue while it is empty', () => {
  it('waits twice as long after each empty look, up to the idle limit, and pollMs after one that found jobs', () => {
    const timing = { pollMs: 1000, maxIdleMs: 20_000 };
    expect(nextPollDelay(1000, false, timing)).toBe(2000);
    expect(nextPollDelay(16_000, false, timing)).toBe(20_000);
    expect(nextPollDelay(20_000, false, timing)).toBe(20_000);
    expect(nextPollDelay(20_000, true, timing)).toBe(1000);
  });

  it('looks again soon once a job is queued in this instance', async () => {
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (mail: Mail) => void sent.push(mail), close: () => {} };
    const queue = new NotificationQueue(testApp.database.db, mailer, testApp.app.log, {
      ...defaultQueueTiming,
      pollMs: 20,
      maxIdleMs: 400,
    });
    queue.start();
    try {
      await vi.waitFor(() => expect(queue.pollDelay).toBe(400), { timeout: 5000, interval: 20 });
      const to = `${marker}@example.test`;
      await enqueueJobs(testApp.database.db, [
        { kind: 'mail', dedupeKey: `${marker}:wake`, payload: { to, subject: 'Wake', text: '-', html: '-' } },
      ]);
      expect(queue.pollDelay).toBe(20);
      await vi.waitFor(() => expect(sent.map((mail) => mail.to)).toContain(to), { timeout: 5000, interval: 20 });
    } finally {
      await queue.stop();
    }
  });
});
