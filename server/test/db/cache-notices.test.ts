import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCacheNotice } from '../../src/db/cache-notices.ts';
import type { DatabaseHandle, NoticeHandlers } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/build-test-app.ts';

describe('parseCacheNotice', () => {
  it('reads the payloads of the triggers and ignores anything else', () => {
    expect(parseCacheNotice('grant:abc')).toEqual({ kind: 'grant', id: 'abc' });
    expect(parseCacheNotice('user:0b6f')).toEqual({ kind: 'user', id: '0b6f' });
    expect(parseCacheNotice('users')).toEqual({ kind: 'users' });
    for (const payload of ['', 'grant', 'grant:', 'session:x', 'users:x', ':x']) {
      expect(parseCacheNotice(payload)).toBeNull();
    }
  });
});

/** Records what a subscription reports; `next(kind)` resolves on the next report of that kind. */
function recorder() {
  const waiting: Array<{ kind: string; resolve: (value: string | boolean) => void }> = [];
  const emit = (kind: string, value: string | boolean) => {
    const index = waiting.findIndex((entry) => entry.kind === kind);
    if (index >= 0) waiting.splice(index, 1)[0]?.resolve(value);
  };
  const handlers: NoticeHandlers = {
    notice: (payload) => emit('notice', payload),
    listening: (live) => emit(live ? 'up' : 'down', live),
    error: () => {},
  };
  const next = (kind: 'notice' | 'up' | 'down') =>
    new Promise<string | boolean>((resolve) => waiting.push({ kind, resolve }));
  return { handlers, next };
}

describe('database notices', () => {
  let database: DatabaseHandle;
  // A channel of its own, so parallel test files on a shared PostgreSQL do not hear each other.
  const channel = `portal_test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('delivers what is notified on the channel, and stops when closed', async () => {
    const { handlers, next } = recorder();
    const up = next('up');
    const subscription = await database.listen(channel, handlers);
    await up;
    const heard = next('notice');
    await database.db.execute(sql`select pg_notify(${channel}, 'grant:g1')`);
    expect(await heard).toBe('grant:g1');
    await subscription.close();
  });

  it.runIf(process.env.DATABASE_URL)('listens again after losing its connection', async () => {
    const { handlers, next } = recorder();
    const subscription = await database.listen(channel, handlers);
    try {
      const down = next('down');
      const up = next('up');
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN ${channel}`}`,
      );
      await down;
      await up;
      const heard = next('notice');
      await database.db.execute(sql`select pg_notify(${channel}, 'users')`);
      expect(await heard).toBe('users');
    } finally {
      await subscription.close();
    }
  });
});
