import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import {
  acceptTerms,
  createSignedInUser,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { openTestDatabase, testConfig } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

/** What live-update streams may cost: a few per sign-in, and one query per interval for all streams. */

let database: DatabaseHandle;
let app: FastifyInstance;
let base: string;
/** Two readers of updates, each on a sold-to of the file's own. */
let tokens: Record<'first' | 'second', string>;
let customerOf: Record<'first' | 'second', string>;
const pollMs = 100;

beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase(config);
  app = buildApp({
    config,
    database,
    updates: { stream: { pollMs, keepAliveMs: 1_000, maxAgeMs: 60_000, maxPerSignIn: 4 } },
    // The statements counted below are the streams'; the notification queue would add its own polls.
    notifications: { queue: { poll: false } },
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

// The users' sign-ins are a set-up step of their own, within the hook time.
beforeAll(async () => {
  const { db } = database;
  customerOf = { first: await createTestCustomer(db), second: await createTestCustomer(db) };
  const reader = async (customerId: string) => {
    const user = await createSignedInUser(app, db, [
      { customerId, enabled: ['NOTIFICATIONS', 'ALERTS'], role: 'CUSTOMER_ADMIN' },
    ]);
    await acceptTerms(db, customerId, user);
    return user.token;
  };
  tokens = { first: await reader(customerOf.first), second: await reader(customerOf.second) };
});

afterAll(async () => {
  await removeTestCustomers(database.db, Object.values(customerOf ?? {}));
  await app.close();
  await database.close();
});

async function openStream(token: string, soldTo: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/priv/api/v1/updates/stream?soldTo=${soldTo}`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  if (response.status === 200) {
    // The first event has arrived once the stream is registered.
    const reader = response.body?.getReader();
    await reader?.read();
  }
  return { response, close: () => controller.abort() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('live-update streams', () => {
  it('holds at most the configured streams per sign-in, answers 429 beyond, and accepts again when one closes', async () => {
    const streams = [];
    for (let index = 0; index < 4; index++) streams.push(await openStream(tokens.first, customerOf.first));
    expect(streams.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    const refused = await openStream(tokens.first, customerOf.first);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toMatchObject({ error: 'Too Many Requests' });
    // Another sign-in is not held back by the first reader's streams.
    const other = await openStream(tokens.second, customerOf.second);
    expect(other.response.status).toBe(200);

    streams[0]?.close();
    await vi.waitFor(async () => {
      const again = await openStream(tokens.first, customerOf.first);
      expect(again.response.status).toBe(200);
      streams.push(again);
    });
    for (const stream of [...streams, other]) stream.close();
    await sleep(100);
  });

  /** Statements sent to the database while `run` lasts. */
  async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
    const select = vi.spyOn(app.db, 'select');
    const execute = vi.spyOn(app.db, 'execute');
    await run();
    const queries = select.mock.calls.length + execute.mock.calls.length;
    select.mockRestore();
    execute.mockRestore();
    return queries;
  }

  it('reads the count once per interval, however many streams one reader has open', async () => {
    const streams = [];
    for (let index = 0; index < 4; index++) streams.push(await openStream(tokens.first, customerOf.first));
    const queries = await queriesDuring(() => sleep(pollMs * 10));
    for (const stream of streams) stream.close();
    // About ten intervals: one read each (four streams read on their own would be about forty).
    expect(queries).toBeGreaterThanOrEqual(5);
    expect(queries).toBeLessThanOrEqual(13);
  });

  it('reads the counts of all readers of all sold-tos in one query per interval', async () => {
    const colleagues = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const user = await createTestUser(database.db);
        await grantPrivileges(database.db, user.id, [
          { customerId: customerOf.first, enabled: ['NOTIFICATIONS', 'ALERTS'], role: 'CUSTOMER_ADMIN' },
        ]);
        return (await new Browser(app).signIn(user.username, user.password)).access_token;
      }),
    );
    const streams = [
      await openStream(tokens.first, customerOf.first),
      await openStream(tokens.second, customerOf.second),
      ...(await Promise.all(colleagues.map((token) => openStream(token, customerOf.first)))),
    ];
    expect(streams.map(({ response }) => response.status)).toEqual(streams.map(() => 200));
    const queries = await queriesDuring(() => sleep(pollMs * 10));
    for (const stream of streams) stream.close();
    // Eight readers in two sold-tos over about ten intervals: one query each (a query per reader would be eighty).
    expect(queries).toBeGreaterThanOrEqual(5);
    expect(queries).toBeLessThanOrEqual(13);
  });
});
