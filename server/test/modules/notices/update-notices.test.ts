import { brandCatalogue, type PublishUpdate } from '@portal/contracts';
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBrands, notificationJobs, updates, users } from '../../../src/db/schema/index.ts';
import { savePreferences } from '../../../src/modules/notices/preferences-store.ts';
import { mailPublishedUpdate } from '../../../src/modules/updates/update-mails.ts';
import {
  createSignedInStaff,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

/**
 * Issue 33, "new update from the group, by update type": publishing an update queues a mail for each user who reads
 * it and chose e-mail for its kind, one per user and update. Every customer and user here is the file's own.
 */

let testApp: TestApp;
let staff: TestUser & { token: string };
let soldTo: string;
let brandBuyer: string;
const brand = brandCatalogue[0]?.id ?? 'unknown';
const people: Record<string, TestUser> = {};

function person(name: string): TestUser {
  const user = people[name];
  if (!user) throw new Error(`no test user ${name}`);
  return user;
}

beforeAll(async () => {
  testApp = await buildTestApp({}, { notifications: { queue: { poll: false } } });
  await testApp.app.ready();
  const { db } = testApp.database;
  // Staff in the customer service role, who publishes the updates.
  staff = await createSignedInStaff(testApp.app, db, staffEntries.service.enabled);
  soldTo = await createTestCustomer(db);
  brandBuyer = await createTestCustomer(db);
  await db.insert(customerBrands).values({ customerId: brandBuyer, brandId: brand, division: '10' });
  const add = async (
    name: string,
    customerId: string,
    enabled: string[],
    channel: string,
    locale = 'en',
  ): Promise<void> => {
    const user = await createTestUser(db, { locale });
    await grantPrivileges(db, user.id, [{ customerId, enabled }]);
    await savePreferences(db, user.id, {
      channels: { update_price_list: channel, update_general: channel },
      delivery: 'immediate',
      digestHour: 8,
      timeZone: 'UTC',
    });
    people[name] = user;
  };
  // German, reads alerts and notifications, wants e-mail.
  await add('reader', soldTo, ['NOTIFICATIONS', 'ALERTS'], 'email', 'de');
  // Reads notifications only (no alerts), wants both.
  await add('noAlerts', soldTo, ['NOTIFICATIONS'], 'both');
  // Reads them in the portal only.
  await add('portalOnly', soldTo, ['NOTIFICATIONS', 'ALERTS'], 'portal');
  // Wants e-mail, but the hide-updates setting hides updates.
  await add('hidden', soldTo, ['NOTIFICATIONS', 'ALERTS', 'HIDE_UPDATES'], 'email');
  // Wants e-mail, of another sold-to (one that buys the brand).
  await add('elsewhere', brandBuyer, ['NOTIFICATIONS'], 'email');
});

afterAll(async () => {
  const { db } = testApp.database;
  const ids = [...Object.values(people), staff].map((user) => user.id);
  await db.delete(notificationJobs).where(inArray(notificationJobs.dedupeKey, await jobKeys()));
  // The brand's and all customers' updates would otherwise reach other files' users on a shared database.
  await db.delete(updates).where(inArray(updates.id, publishedIds));
  await db.delete(users).where(inArray(users.id, ids));
  await removeTestCustomers(db, [soldTo, brandBuyer]);
  await testApp.close();
});

const publishedIds: string[] = [];

async function publish(update: PublishUpdate): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/updates',
    headers: { authorization: `Bearer ${staff.token}` },
    payload: update,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  publishedIds.push(id);
  return id;
}

async function jobKeys(): Promise<string[]> {
  const keys = await Promise.all(
    publishedIds.map(async (id) =>
      (
        await testApp.database.db
          .select({ key: notificationJobs.dedupeKey })
          .from(notificationJobs)
          .where(like(notificationJobs.dedupeKey, `update:${id}:%`))
      ).map((row) => row.key),
    ),
  );
  return keys.flat();
}

/** The recipients (by the names above) and subjects of an update's mails. */
async function mailsOf(updateId: string): Promise<Record<string, string>> {
  const rows = await testApp.database.db
    .select()
    .from(notificationJobs)
    .where(like(notificationJobs.dedupeKey, `update:${updateId}:%`));
  const nameOf = new Map(Object.entries(people).map(([name, user]) => [user.username, name]));
  return Object.fromEntries(
    rows.map((row) => {
      const mail = row.payload as { to: string; subject: string };
      return [nameOf.get(mail.to) ?? mail.to, mail.subject];
    }),
  );
}

/** A general notification with a header and body, to an audience. */
const general = (audience: PublishUpdate['audience'], header: string): PublishUpdate => ({
  audience,
  type: 'notification',
  updateType: 'general',
  header,
  body: `${header}.`,
});

describe('a published update', () => {
  it('is mailed to the sold-to’s users who read its type and chose e-mail, each in their language', async () => {
    const id = await publish({
      audience: { kind: 'soldTo', customerId: soldTo },
      type: 'notification',
      updateType: 'price_list',
      header: 'New price list for spring',
      body: 'The spring price list is out.',
      translations: { de: { header: 'Neue Preisliste für das Frühjahr', body: 'Die Preisliste ist da.' } },
    });
    expect(await mailsOf(id)).toEqual({
      reader: 'Neue Mitteilung der Gruppe: Neue Preisliste für das Frühjahr',
      noAlerts: 'New update from the group: New price list for spring',
    });
  });

  it('is mailed as an alert only to users with the alerts permission', async () => {
    const id = await publish({ ...general({ kind: 'soldTo', customerId: soldTo }, 'Warehouse closed'), type: 'alert' });
    expect(Object.keys(await mailsOf(id))).toEqual(['reader']);
  });

  it('reaches the users of the sold-tos buying a brand, and of every sold-to for all customers', async () => {
    const forBrand = await publish(general({ kind: 'brand', brandId: brand }, 'Brand news'));
    expect(Object.keys(await mailsOf(forBrand))).toEqual(['elsewhere']);

    const forEveryone = await publish(general({ kind: 'allCustomers' }, 'For every customer'));
    expect(Object.keys(await mailsOf(forEveryone)).sort()).toEqual(['elsewhere', 'noAlerts', 'reader']);
  });

  it('is mailed to one user when published to that user, once however often it is told', async () => {
    const id = await publish({
      audience: { kind: 'user', username: person('noAlerts').username },
      type: 'warning',
      updateType: 'price_list',
      header: 'Your personal prices',
      body: 'Your prices changed.',
    });
    expect(Object.keys(await mailsOf(id))).toEqual(['noAlerts']);
    // The job's key is the update and the user: a second delivery of the same update queues nothing.
    const again = await mailPublishedUpdate(
      testApp.database.db,
      {
        id,
        audience: { kind: 'user', userId: person('noAlerts').id },
        type: 'warning',
        topic: 'price_list',
        header: 'Your personal prices',
      },
      testApp.config.PUBLIC_URL,
    );
    expect(again).toBe(0);
    expect(Object.keys(await mailsOf(id))).toEqual(['noAlerts']);
  });
});
