import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { DatabaseHandle } from '../../../src/db/client.ts';
import { personaTokens } from '../../helpers/accounts.ts';
import { openTestDatabase, testConfig } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/** What live-update streams may cost: a few per sign-in, and one count per reader and interval, not per stream. */

let database: DatabaseHandle;
let app: FastifyInstance;
let base: string;
let tokens: Record<'buyer' | 'klaus', string>;
const pollMs = 100;

beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase(config);
  app = buildApp({
    config,
    database,
    updates: { stream: { pollMs, keepAliveMs: 1_000, maxAgeMs: 60_000, maxPerSignIn: 4 } },
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  tokens = await personaTokens(app, ['buyer', 'klaus']);
});

afterAll(async () => {
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
    for (let index = 0; index < 4; index++) streams.push(await openStream(tokens.buyer, '1000101'));
    expect(streams.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    const refused = await openStream(tokens.buyer, '1000101');
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toMatchObject({ error: 'Too Many Requests' });
    // Another sign-in is not held back by buyer@'s streams.
    const other = await openStream(tokens.klaus, '1000107');
    expect(other.response.status).toBe(200);

    streams[0]?.close();
    await vi.waitFor(async () => {
      const again = await openStream(tokens.buyer, '1000101');
      expect(again.response.status).toBe(200);
      streams.push(again);
    });
    for (const stream of [...streams, other]) stream.close();
    await sleep(100);
  });

  it('reads the count once per reader and interval, however many streams the reader has open', async () => {
    const streams = [];
    for (let index = 0; index < 4; index++) streams.push(await openStream(tokens.buyer, '1000101'));
    const select = vi.spyOn(app.db, 'select');
    await sleep(pollMs * 10);
    const reads = select.mock.calls.length;
    select.mockRestore();
    for (const stream of streams) stream.close();
    // About ten intervals: one read each (four streams read on their own would be about forty).
    expect(reads).toBeGreaterThanOrEqual(5);
    expect(reads).toBeLessThanOrEqual(13);
  });
});
