import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { updates } from '../../src/db/schema/index.ts';
import { listUpdates, unreadCount, type Reader } from '../../src/modules/updates/store.ts';
import { seedDemoNotices } from '../../src/seed/notices.ts';
import { personaIds } from '../helpers/accounts.ts';
import { openOwnDatabase } from '../helpers/build-test-app.ts';

/**
 * The demo's recent history as notices (issue 33, ADR 074): after a fresh start buyer@ finds the last shipments,
 * invoices and ticket answer of its sold-to among the updates; seeding again adds nothing. Its own embedded database,
 * as it seeds the notices a second time.
 */

let database: DatabaseHandle;
let buyer: Reader;

beforeAll(async () => {
  database = await openOwnDatabase();
  const ids = await personaIds(database.db);
  buyer = { userId: ids.buyer, customerId: '1000101', brandIds: [], types: ['notification', 'warning'] };
});

afterAll(async () => {
  await database.close();
});

const seededNotices = async () =>
  (await database.db.select({ total: count() }).from(updates).where(like(updates.eventKey, 'integration:demo:%')))[0]
    ?.total ?? 0;

describe('the seed’s notices', () => {
  it('show buyer@ the last shipments, invoices and ticket answer of its sold-to, once', async () => {
    const page = await listUpdates(database.db, buyer, { pageNumber: 0, pageSize: 50, sort: 'date' }, 'en');
    const links = page.items.map((item) => item.cta?.href ?? '');
    const shipped = page.items.filter((item) => / has shipped$/.test(item.header));
    expect(shipped).toHaveLength(2);
    expect(shipped.every((item) => item.chip === 'delivery' && item.unread)).toBe(true);
    expect(links.filter((link) => link.startsWith('/orders/'))).toHaveLength(2);
    expect(
      page.items.filter((item) => / has been issued$/.test(item.header) && item.cta?.href.startsWith('/documents/')),
    ).toHaveLength(2);
    expect(page.items.filter((item) => item.chip === 'ticket' && item.cta?.href.startsWith('/ticket/'))).not.toEqual(
      [],
    );
    // Dated when they happened in the demo's history, not at the seeding.
    expect(shipped.every((item) => item.createdAt.endsWith('T09:00:00.000Z'))).toBe(true);

    const before = await seededNotices();
    const unread = await unreadCount(database.db, buyer);
    await seedDemoNotices(database.db, { publicUrl: 'http://localhost:18090' });
    expect(await seededNotices()).toBe(before);
    expect(await unreadCount(database.db, buyer)).toBe(unread);
  });
});
