import type { UpdateType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { updates } from '../../../src/db/schema/index.ts';
import { customerBrandIds } from '../../../src/modules/accounts/index.ts';
import { deleteUpdate, markUpdateRead, unreadCount, type Reader } from '../../../src/modules/updates/store.ts';
import { unreadCounts } from '../../../src/modules/updates/unread-counts.ts';
import { personaIds } from '../../helpers/accounts.ts';
import { openOwnDatabase } from '../../helpers/build-test-app.ts';

/** The streams' one query for many readers answers what the per-reader count answers, reader by reader. */

let database: DatabaseHandle;
let readers: Reader[];

const everyType: UpdateType[] = ['notification', 'warning', 'alert'];

beforeAll(async () => {
  database = await openOwnDatabase();
  const { db } = database;
  const ids = await personaIds(db);
  const reader = async (userId: string, customerId: string, types: UpdateType[]): Promise<Reader> => ({
    userId,
    customerId,
    brandIds: await customerBrandIds(db, customerId),
    types,
  });
  readers = [
    await reader(ids.buyer, '1000101', everyType),
    await reader(ids.buyer, '1000101', ['alert']),
    await reader(ids.buyer, '1000101', []),
    await reader(ids.klaus, '1000107', everyType),
    await reader(ids.multi, '1000102', ['notification', 'warning']),
    await reader(ids.multi, '1000105', everyType),
  ];
  const brand = readers[0]?.brandIds[0] ?? null;
  const text = { topic: 'general', header: 'Header', body: 'Body' };
  await db
    .insert(updates)
    .values([
      { ...text, audience: 'user', userId: ids.buyer, type: 'notification' },
      { ...text, audience: 'soldTo', customerId: '1000107', type: 'alert' },
      { ...text, audience: 'allCustomers', type: 'warning', expiresAt: new Date(Date.now() - 60_000) },
      ...(brand ? [{ ...text, audience: 'brand', brandId: brand, type: 'notification' }] : []),
    ]);
});

afterAll(async () => {
  await database.close();
});

async function perReader(): Promise<number[]> {
  return Promise.all(readers.map((reader) => unreadCount(database.db, reader)));
}

describe('unread counts of many readers', () => {
  it('match the count of each reader, in order', async () => {
    const expected = await perReader();
    expect(expected.some((count) => count > 0)).toBe(true);
    expect(await unreadCounts(database.db, readers)).toEqual(expected);
  });

  it('follow what a reader read and deleted, for that reader only', async () => {
    const { db } = database;
    const [buyer, , , klaus] = readers;
    if (!buyer || !klaus) throw new Error('readers missing');
    const visible = await db.select({ id: updates.id }).from(updates);
    let changed = 0;
    for (const { id } of visible) {
      if (changed < 2 && (await markUpdateRead(db, buyer, id))) changed++;
    }
    for (const { id } of visible) {
      if (await deleteUpdate(db, klaus, id)) break;
    }
    expect(await unreadCounts(db, readers)).toEqual(await perReader());
  });

  it('answers an empty list for no readers', async () => {
    expect(await unreadCounts(database.db, [])).toEqual([]);
  });
});
