import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import {
  acceptTerms,
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { openTestDatabase, testConfig } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/**
 * The live unread count (Server-Sent Events) on two app instances sharing one database, as two servers behind a
 * load balancer: a stream open on one instance hears of updates published and read through the other.
 */

let database: DatabaseHandle;
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
let baseB: string;
/** A reader of updates (notifications and alerts) on a sold-to of the file's own, content staff, and a user with tickets only. */
let tokens: Record<'reader' | 'staff' | 'limited', string>;
let reader: { username: string; customerId: string };
let limitedCustomer: string;
let foreignCustomer: string;
let testCustomers: string[] = [];

beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase(config);
  const stream = { pollMs: 100, keepAliveMs: 1_000, maxAgeMs: 60_000 };
  instanceA = buildApp({ config, database, updates: { stream } });
  instanceB = buildApp({ config, database, updates: { stream } });
  await instanceA.ready();
  baseB = await instanceB.listen({ host: '127.0.0.1', port: 0 });
});

// The users' sign-ins are a set-up step of their own, within the hook time.
beforeAll(async () => {
  const { db } = database;
  const customerId = await createTestCustomer(db);
  limitedCustomer = await createTestCustomer(db);
  foreignCustomer = await createTestCustomer(db);
  testCustomers = [customerId, limitedCustomer, foreignCustomer];
  const user = await createSignedInUser(instanceA, db, [{ customerId, enabled: ['NOTIFICATIONS', 'ALERTS'] }]);
  await acceptTerms(db, customerId, user);
  const limited = await createSignedInUser(instanceA, db, [
    { customerId: limitedCustomer, enabled: ['TICKET', 'TICKET_WRITE', 'FAQ'] },
  ]);
  await acceptTerms(db, limitedCustomer, limited);
  const staff = await createSignedInStaff(instanceA, db, ['CMS']);
  reader = { username: user.username, customerId };
  tokens = { reader: user.token, staff: staff.token, limited: limited.token };
});

afterAll(async () => {
  await removeTestCustomers(database.db, testCustomers);
  await instanceA.close();
  await instanceB.close();
  await database.close();
});

/** Reads a stream's `unread` events one at a time. */
async function openStream(token: string, soldTo: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseB}/priv/api/v1/updates/stream?soldTo=${soldTo}`, {
    headers: bearer(token),
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  async function next(timeoutMs = 3_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(event)?.[1];
        if (/^event: unread$/m.test(event) && data) return (JSON.parse(data) as { unread: number }).unread;
        continue;
      }
      if (!reader || Date.now() > deadline) throw new Error('no unread event in time');
      const timer = new Promise<never>((_resolve, reject) =>
        setTimeout(() => reject(new Error('no unread event in time')), deadline - Date.now()),
      );
      const chunk = await Promise.race([reader.read(), timer]);
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  return { response, next, close: () => controller.abort() };
}

describe('the unread stream across two instances', () => {
  it('sends the count at once and again when an update is published and read on the other instance', async () => {
    const stream = await openStream(tokens.reader, reader.customerId);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const first = await stream.next();

      const published = await instanceA.inject({
        method: 'POST',
        url: '/api/admin/updates',
        headers: bearer(tokens.staff),
        payload: {
          audience: { kind: 'user', username: reader.username },
          type: 'notification',
          header: 'Live',
          body: 'Sent while the stream is open.',
        },
      });
      expect(published.statusCode).toBe(201);
      expect(await stream.next()).toBe(first + 1);

      const { id } = published.json<{ id: string }>();
      const read = await instanceA.inject({
        method: 'POST',
        url: `/priv/api/v1/updates/${id}/read?soldTo=${reader.customerId}`,
        headers: bearer(tokens.reader),
      });
      expect(read.json()).toEqual({ unread: first });
      expect(await stream.next()).toBe(first);
    } finally {
      stream.close();
    }
  });

  it('refuses a stream without a token, without the permissions, or for another customer', async () => {
    const none = await fetch(`${baseB}/priv/api/v1/updates/stream?soldTo=${reader.customerId}`);
    expect(none.status).toBe(401);
    const limited = await fetch(`${baseB}/priv/api/v1/updates/stream?soldTo=${limitedCustomer}`, {
      headers: bearer(tokens.limited),
    });
    expect(limited.status).toBe(403);
    const foreign = await fetch(`${baseB}/priv/api/v1/updates/stream?soldTo=${foreignCustomer}`, {
      headers: bearer(tokens.reader),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'Forbidden' });
  });

  it('ends open streams when the instance closes', async () => {
    const stream = await openStream(tokens.reader, reader.customerId);
    await stream.next();
    const other = buildApp({
      config: testConfig(),
      database,
      updates: { stream: { pollMs: 100, keepAliveMs: 1_000, maxAgeMs: 200 } },
    });
    const base = await other.listen({ host: '127.0.0.1', port: 0 });
    const streamUrl = `${base}/priv/api/v1/updates/stream?soldTo=${reader.customerId}`;
    const short = await fetch(streamUrl, { headers: bearer(tokens.reader) });
    // A stream ends after its maximum age, so the portal reopens it with a current token.
    await expect(short.text()).resolves.toMatch(/^event: unread\ndata: \{"unread":\d+\}\n\n/);
    const closing = await fetch(streamUrl, { headers: bearer(tokens.reader) });
    const text = closing.text();
    await other.close();
    await expect(text).resolves.toMatch(/^event: unread/);
    stream.close();
  });
});
