import type { UpdateType } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { customerBrandIds, provisionExtension } from '../../../src/modules/accounts/index.ts';
import { deleteUpdate, markUpdateRead, unreadCount, type Reader } from '../../../src/modules/updates/store.ts';
import { unreadCounts } from '../../../src/modules/updates/unread-counts.ts';
import { createTestCustomer } from '../../helpers/accounts.ts';
import { openOwnDatabase } from '../../helpers/build-test-app.ts';
import { createTestUpdates, type CreatedUpdate } from '../../helpers/updates.ts';
import { createTestUser } from '../../helpers/users.ts';

/** The streams' one query for many readers answers what the per-reader count answers, reader by reader. */

let database: DatabaseHandle;
let readers: Reader[];
/** The updates this file wrote, for its readers. */
let written: CreatedUpdate[];

const everyType: UpdateType[] = ['notification', 'warning', 'alert'];
/** A brand the first sold-to buys and no other sold-to of this file. */
const brandId = '50';

beforeAll(async () => {
  database = await openOwnDatabase();
  const { db } = database;
  const [first, second, third, fourth] = [
    await createTestCustomer(db),
    await createTestCustomer(db),
    await createTestCustomer(db),
    await createTestCustomer(db),
  ];
  if (!first || !second || !third || !fourth) throw new Error('customers missing');
  await provisionExtension(db, first, { brands: [{ brandId, division: '10', status: 'active' }] });
  const [one, two, three] = [await createTestUser(db), await createTestUser(db), await createTestUser(db)];
  const reader = async (userId: string, customerId: string, types: UpdateType[]): Promise<Reader> => ({
    userId,
    customerId,
    brandIds: await customerBrandIds(db, customerId),
    types,
  });
  // One user in one sold-to with every type, alerts only and none; a second user; a third in two sold-tos.
  readers = [
    await reader(one.id, first, everyType),
    await reader(one.id, first, ['alert']),
    await reader(one.id, first, []),
    await reader(two.id, second, everyType),
    await reader(three.id, third, ['notification', 'warning']),
    await reader(three.id, fourth, everyType),
  ];
  written = [
    ...(await createTestUpdates(db, first, [
      { audience: { kind: 'user', userId: one.id }, type: 'notification' },
      { type: 'alert' },
      { type: 'warning', readBy: [one.id] },
      { audience: { kind: 'brand', brandId }, type: 'notification' },
    ])),
    ...(await createTestUpdates(db, second, [{ type: 'alert' }, { type: 'notification' }])),
    ...(await createTestUpdates(db, third, [{ type: 'warning' }, { type: 'alert' }])),
    ...(await createTestUpdates(db, fourth, [
      { type: 'alert' },
      { audience: { kind: 'user', userId: three.id }, type: 'warning' },
      // Expired: no reader counts it.
      { audience: { kind: 'allCustomers' }, type: 'warning', expiresAt: new Date(Date.now() - 60_000) },
    ])),
  ];
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
    // Every type counts more than alerts alone (the user's own notification); no type counts nothing.
    expect((expected[0] ?? 0) - (expected[1] ?? 0)).toBeGreaterThan(0);
    expect(expected[2]).toBe(0);
    expect(await unreadCounts(database.db, readers)).toEqual(expected);
  });

  it('follow what a reader read and deleted, for that reader only', async () => {
    const { db } = database;
    const [first, , , second] = readers;
    if (!first || !second) throw new Error('readers missing');
    const before = await perReader();
    let changed = 0;
    for (const { id } of written) {
      if (changed < 2 && (await markUpdateRead(db, first, id))) changed++;
    }
    let deleted = 0;
    for (const { id } of written) {
      if (deleted === 0 && (await deleteUpdate(db, second, id))) deleted++;
    }
    expect([changed, deleted]).toEqual([2, 1]);
    const after = await perReader();
    expect(after[0]).toBe((before[0] ?? 0) - 2);
    expect(after[3]).toBe((before[3] ?? 0) - 1);
    expect(after.slice(4)).toEqual(before.slice(4));
    expect(await unreadCounts(db, readers)).toEqual(after);
  });

  it('answers an empty list for no readers', async () => {
    expect(await unreadCounts(database.db, [])).toEqual([]);
  });
});
