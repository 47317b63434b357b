import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { personaTokens } from '../../helpers/accounts.ts';
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
let tokens: Record<'buyer' | 'staff' | 'limited', string>;

beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase(config);
  const stream = { pollMs: 100, keepAliveMs: 1_000, maxAgeMs: 60_000 };
  instanceA = buildApp({ config, database, updates: { stream } });
  instanceB = buildApp({ config, database, updates: { stream } });
  await instanceA.ready();
  baseB = await instanceB.listen({ host: '127.0.0.1', port: 0 });
  tokens = await personaTokens(instanceA, ['buyer', 'staff', 'limited']);
});

afterAll(async () => {
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
    const stream = await openStream(tokens.buyer, '1000101');
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const first = await stream.next();

      const published = await instanceA.inject({
        method: 'POST',
        url: '/api/admin/updates',
        headers: bearer(tokens.staff),
        payload: {
          audience: { kind: 'user', username: 'buyer@example.com' },
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
        url: `/priv/api/v1/updates/${id}/read?soldTo=1000101`,
        headers: bearer(tokens.buyer),
      });
      expect(read.json()).toEqual({ unread: first });
      expect(await stream.next()).toBe(first);
    } finally {
      stream.close();
    }
  });

  it('refuses a stream without a token, without the permissions, or for another customer', async () => {
    const none = await fetch(`${baseB}/priv/api/v1/updates/stream?soldTo=1000101`);
    expect(none.status).toBe(401);
    const limited = await fetch(`${baseB}/priv/api/v1/updates/stream?soldTo=1000106`, {
      headers: bearer(tokens.limited),
    });
    expect(limited.status).toBe(403);
    const foreign = await fetch(`${baseB}/priv/api/v1/updates/stream?soldTo=1000108`, {
      headers: bearer(tokens.buyer),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: 'Forbidden' });
  });

  it('ends open streams when the instance closes', async () => {
    const stream = await openStream(tokens.buyer, '1000101');
    await stream.next();
    const other = buildApp({
      config: testConfig(),
      database,
      updates: { stream: { pollMs: 100, keepAliveMs: 1_000, maxAgeMs: 200 } },
    });
    const base = await other.listen({ host: '127.0.0.1', port: 0 });
    const short = await fetch(`${base}/priv/api/v1/updates/stream?soldTo=1000101`, { headers: bearer(tokens.buyer) });
    // A stream ends after its maximum age, so the portal reopens it with a current token.
    await expect(short.text()).resolves.toMatch(/^event: unread\ndata: \{"unread":\d+\}\n\n/);
    const closing = await fetch(`${base}/priv/api/v1/updates/stream?soldTo=1000101`, { headers: bearer(tokens.buyer) });
    const text = closing.text();
    await other.close();
    await expect(text).resolves.toMatch(/^event: unread/);
    stream.close();
  });
});
