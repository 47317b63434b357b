import { randomUUID } from 'node:crypto';
import { notificationPaths, type NotificationJob } from '@portal/contracts';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationJobs, users } from '../../../src/db/schema/index.ts';
import type { Mail, Mailer } from '../../../src/modules/identity/index.ts';
import { deliverNotice, queueDueDigests } from '../../../src/modules/notices/index.ts';
import { backoffAfter, defaultQueueTiming, NotificationQueue } from '../../../src/modules/notices/queue.ts';
import { savePreferences } from '../../../src/modules/notices/preferences-store.ts';
import { enqueueJobs } from '../../../src/modules/notices/queue-store.ts';
import {
  createSignedInStaff,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { createTestUser } from '../../helpers/users.ts';

let testApp: TestApp;
let staffToken: string;
/** The file's sold-to and its users: one who chose a daily digest, one who never saved a preference. */
let soldTo: string;
let digestUserId: string;
const userIds: string[] = [];
const marker = `queue-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  testApp = await buildTestApp({}, { notifications: { queue: { poll: false } } });
  await testApp.app.ready();
  const { db } = testApp.database;
  const staff = await createSignedInStaff(testApp.app, db, staffEntries.service.enabled);
  staffToken = staff.token;
  soldTo = await createTestCustomer(db);
  const enabled = ['ORDER_INQUIRY_NEW', 'DOCUMENT', 'DOCUMENT_INVOICE', 'NOTIFICATIONS'];
  const [digestUser, portalUser] = [await createTestUser(db), await createTestUser(db)];
  for (const user of [digestUser, portalUser]) await grantPrivileges(db, user.id, [{ customerId: soldTo, enabled }]);
  digestUserId = digestUser.id;
  userIds.push(staff.id, digestUser.id, portalUser.id);
});

afterAll(async () => {
  const db = testApp.database.db;
  await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `%${marker}%`));
  // The users' digest lines and preferences go with them.
  await db.delete(users).where(inArray(users.id, userIds));
  await removeTestCustomers(db, [soldTo]);
  await testApp.close();
});

/**
 * A mailer whose SMTP server is down: every send fails; the tries to `to` are counted (on a database other files
 * share, the queue may also find their jobs due).
 */
function brokenMailer(to: string): Mailer & { tries: number } {
  const mailer = {
    tries: 0,
    send: async (mail: Mail) => {
      if (mail.to === to) mailer.tries += 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
    close: () => {},
  };
  return mailer;
}

describe('a failed send', () => {
  it('is retried with a doubling wait, dead after the last attempt, and listed for staff', async () => {
    // A job is due from its insert (the database's clock); the queue's own clock starts just after it.
    let now = new Date(Date.now() + 1000);
    const to = `nobody@${marker}.example`;
    const mailer = brokenMailer(to);
    const queue = new NotificationQueue(testApp.database.db, mailer, testApp.app.log, {
      ...defaultQueueTiming,
      now: () => now,
    });
    await enqueueJobs(testApp.database.db, [
      {
        kind: 'mail',
        dedupeKey: `${marker}:broken`,
        payload: { to, subject: 'Order 1 has shipped', text: '-', html: '-' },
      },
    ]);
    const job = async () =>
      (
        await testApp.database.db
          .select()
          .from(notificationJobs)
          .where(eq(notificationJobs.dedupeKey, `${marker}:broken`))
      )[0];

    expect(await queue.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await job()).toMatchObject({ state: 'retry', attempts: 1 });
    expect((await job())?.runAt.getTime()).toBe(now.getTime() + 30_000);
    // Not again before its time.
    await queue.runOnce();
    expect(await job()).toMatchObject({ state: 'retry', attempts: 1 });
    expect(mailer.tries).toBe(1);

    for (let attempt = 2; attempt <= 5; attempt++) {
      now = new Date(now.getTime() + backoffAfter(attempt - 1, defaultQueueTiming));
      await queue.runOnce();
      expect(await job()).toMatchObject({ attempts: attempt });
    }
    expect(await job()).toMatchObject({ state: 'dead', attempts: 5, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(mailer.tries).toBe(5);
    now = new Date(now.getTime() + 24 * 3600_000);
    await queue.runOnce();
    expect(await job()).toMatchObject({ state: 'dead', attempts: 5 });
    expect(mailer.tries).toBe(5);

    const listed = await testApp.app.inject({
      method: 'GET',
      url: notificationPaths.jobs,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{ items: NotificationJob[]; counts: Record<string, number> }>();
    expect(body.items.find((item) => item.to === to)).toMatchObject({
      state: 'dead',
      attempts: 5,
      subject: 'Order 1 has shipped',
    });
    expect(body.counts.dead).toBeGreaterThanOrEqual(1);
  });

  it('waits 30 s, then twice as long each time, at most an hour', () => {
    expect([1, 2, 3, 4, 10].map((attempts) => backoffAfter(attempts, defaultQueueTiming))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000,
    ]);
  });
});

describe('the daily digest', () => {
  it('collects the notices of a digest user and queues one mail at the chosen hour of their time zone', async () => {
    const db = testApp.database.db;
    await savePreferences(db, digestUserId, {
      channels: { order_shipped: 'email', invoice_overdue: 'both' },
      delivery: 'digest',
      digestHour: 7,
      timeZone: 'Europe/Berlin',
    });
    const context = { publicUrl: 'http://localhost:8080' };
    const notice = (kind: 'order_shipped' | 'invoice_overdue', item: string) => ({
      eventKey: `${marker}:${item}`,
      kind,
      customer: soldTo,
      item,
      link: kind === 'order_shipped' ? `/orders/sap/${item}` : `/documents/invoice?q=${item}`,
    });
    // One line each: the sold-to's other user keeps the portal, the default, so is not mailed.
    expect(await deliverNotice(db, notice('order_shipped', `${marker}-O1`), context)).toBe(1);
    expect(await deliverNotice(db, notice('invoice_overdue', `${marker}-I1`), context)).toBe(1);
    // The same event again makes no second line.
    expect(await deliverNotice(db, notice('order_shipped', `${marker}-O1`), context)).toBe(0);

    // 05:30 UTC is 06:30 in Berlin (winter time): before the chosen hour.
    expect(await queueDueDigests(db, new Date('2026-11-28T05:30:00Z'), context)).toBe(0);
    // 06:10 UTC is 07:10 in Berlin: one digest with both lines.
    expect(await queueDueDigests(db, new Date('2026-11-28T06:10:00Z'), context)).toBe(1);
    expect(await queueDueDigests(db, new Date('2026-11-28T09:00:00Z'), context)).toBe(0);

    const [digest] = await db
      .select()
      .from(notificationJobs)
      .where(eq(notificationJobs.dedupeKey, `digest:${digestUserId}:2026-11-28`));
    const mail = digest?.payload as Mail;
    expect(mail.subject).toBe('Your daily portal summary (2)');
    expect(mail.text).toContain(`Order ${marker}-O1 has shipped: http://localhost:8080/orders/sap/${marker}-O1`);
    expect(mail.text).toContain(`Invoice ${marker}-I1 is overdue`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await db.delete(notificationJobs).where(eq(notificationJobs.dedupeKey, `digest:${digestUserId}:2026-11-28`));
  });
});
