import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationJobs, users } from '../../../src/db/schema/index.ts';
import { queuePasswordExpiryNotices } from '../../../src/modules/notices/password-expiry.ts';
import { savePreferences } from '../../../src/modules/notices/preferences-store.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

/**
 * Issue 33, "password expiring": a daily pass mails the users whose password expires within the warning days and who
 * chose e-mail for it, once per expiry. The clock is fixed; every customer and user here is the file's own.
 */

const dayMs = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-28T06:00:00Z');
const expiry = { maxAgeDays: 90, warningDays: 14 };
/** A password set this many days before `now`. */
const setDaysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

let testApp: TestApp;
let customerId: string;
const people: Record<string, TestUser> = {};

beforeAll(async () => {
  testApp = await buildTestApp({}, { notifications: { queue: { poll: false } } });
  await testApp.app.ready();
  const { db } = testApp.database;
  customerId = await createTestCustomer(db);
  const add = async (name: string, passwordSet: Date, channel: string, locale = 'en') => {
    const user = await createTestUser(db, { locale, passwordUpdatedAt: passwordSet });
    await grantPrivileges(db, user.id, [{ customerId, enabled: ['LOGIN_SECURITY'] }]);
    await savePreferences(db, user.id, {
      channels: { password_expiring: channel },
      delivery: 'immediate',
      digestHour: 8,
      timeZone: 'UTC',
    });
    people[name] = user;
  };
  // Expires in 10 days (set 80 days ago), wants e-mail, reads German.
  await add('expiring', setDaysAgo(80), 'email', 'de');
  // Expires in 10 days, but chose the portal only.
  await add('portalOnly', setDaysAgo(80), 'portal');
  // Expires in 20 days: not yet.
  await add('later', setDaysAgo(70), 'both');
  // Expired two days ago: no longer "expiring".
  await add('expired', setDaysAgo(92), 'email');
});

afterAll(async () => {
  const { db } = testApp.database;
  const ids = Object.values(people).map((user) => user.id);
  for (const id of ids) await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `%:${id}:%`));
  await db.delete(users).where(inArray(users.id, ids));
  await removeTestCustomers(db, [customerId]);
  await testApp.close();
});

/** The names of the users with a password-expiring mail queued, and each mail's subject and text. */
async function queuedMails(): Promise<Record<string, { subject: string; text: string }>> {
  const nameOf = new Map(Object.entries(people).map(([name, user]) => [user.id, name]));
  const rows = await testApp.database.db
    .select()
    .from(notificationJobs)
    .where(like(notificationJobs.dedupeKey, 'password-expiring:%'));
  return Object.fromEntries(
    rows.flatMap((row) => {
      const name = nameOf.get(row.dedupeKey.split(':')[1] ?? '');
      const mail = row.payload as { subject: string; text: string };
      return name ? [[name, { subject: mail.subject, text: mail.text }]] : [];
    }),
  );
}

describe('the daily password-expiring pass', () => {
  it('mails the users whose password expires within the warning days and who chose e-mail, once per expiry', async () => {
    const context = { publicUrl: testApp.config.PUBLIC_URL };
    expect(await queuePasswordExpiryNotices(testApp.database.db, now, expiry, context)).toBe(1);
    const mails = await queuedMails();
    expect(Object.keys(mails)).toEqual(['expiring']);
    // In German, with the expiry date: set 80 days before the 28th of November, valid for 90 days.
    expect(mails.expiring?.text).toContain('2026-12-08');
    expect(mails.expiring?.subject).toMatch(/Passwort/);

    // The next day's pass finds the same expiry and queues nothing.
    const nextDay = new Date(now.getTime() + dayMs);
    expect(await queuePasswordExpiryNotices(testApp.database.db, nextDay, expiry, context)).toBe(0);

    // A new password that expires soon again is a new expiry: one more mail.
    const expiring = people.expiring;
    if (!expiring) throw new Error('no user');
    await testApp.database.db
      .update(users)
      .set({ passwordUpdatedAt: setDaysAgo(79) })
      .where(inArray(users.id, [expiring.id]));
    expect(await queuePasswordExpiryNotices(testApp.database.db, nextDay, expiry, context)).toBe(1);
  });
});
