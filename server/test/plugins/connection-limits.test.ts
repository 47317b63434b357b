import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyDeadlineMs, defaultConnectionLimits } from '../../src/plugins/connection-limits.ts';
import { buildTestApp, testConfig, type TestApp } from '../helpers/build-test-app.ts';

/** A raw connection to the app: what it received, and when the server closed it. */
interface RawClient {
  socket: Socket;
  received: () => string;
  closed: Promise<void>;
}

function open(port: number): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect({ host: '127.0.0.1', port });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      socket.on('error', () => {});
      resolve({ socket, received: () => data, closed });
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}

describe('connection limits on a listening server', () => {
  let testApp: TestApp;
  let port: number;
  const warnings: { message: unknown; fields: unknown }[] = [];
  const record = (fields: unknown, message?: unknown) => warnings.push({ fields, message });

  beforeAll(async () => {
    testApp = await buildTestApp(
      {},
      // A body gets 300 ms plus 1 ms per 100 bytes; four connections per address.
      {
        connectionLimits: {
          bodyGraceMs: 300,
          minBodyBytesPerSecond: 100_000,
          perAddress: 4,
          headersTimeoutMs: 400,
          checkIntervalMs: 100,
        },
      },
    );
    vi.spyOn(testApp.app.log, 'warn').mockImplementation(record as FastifyBaseLogger['warn']);
    testApp.app.addHook('onRequest', async (request) => {
      vi.spyOn(request.log, 'warn').mockImplementation(record as FastifyBaseLogger['warn']);
    });
    testApp.app.post('/test/body', async (request) => ({ bytes: JSON.stringify(request.body).length }));
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 408 and closes a connection whose body trickles in, and logs it', async () => {
    const client = await open(port);
    client.socket.write(
      'POST /pub/api/v1/password/forgot HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{',
    );
    const trickle = setInterval(() => client.socket.write(' '), 50);
    const started = Date.now();
    await client.closed;
    clearInterval(trickle);
    // 300 ms of grace and 1,000 ms for the declared 100,000 bytes.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_200);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(statusOf(client.received())).toBe(408);
    expect(client.received()).toMatch(/connection: close/i);
    expect(warnings.map(({ message }) => message)).toContain(
      'request body too slow: answered 408 and closed the connection',
    );
  });

  it('answers 408 and closes a connection whose headers never end, and logs it', async () => {
    const client = await open(port);
    client.socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => client.socket.write('X-Slow: 1\r\n'), 50);
    const started = Date.now();
    await client.closed;
    clearInterval(trickle);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(statusOf(client.received())).toBe(408);
    expect(warnings.map(({ message }) => message)).toContain(
      'request headers too slow: answered 408 and closed the connection',
    );
  });

  it('lets a body through that arrives slowly but faster than the minimum rate', async () => {
    const client = await open(port);
    const body = JSON.stringify({ text: 'x'.repeat(99_980) });
    client.socket.write(
      `POST /test/body HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // 100 kB in 20 pieces over about 1 s: longer than the grace, within the deadline of 1.3 s.
    for (let offset = 0; offset < body.length; offset += 5_000) {
      client.socket.write(body.slice(offset, offset + 5_000));
      await sleep(50);
    }
    await vi.waitFor(() => expect(client.received()).toMatch(/\r\n\r\n\{"bytes":\d+\}$/), { timeout: 3_000 });
    expect(statusOf(client.received())).toBe(200);
    client.socket.destroy();
  });

  it('caps the connections of one address, answers 429, logs it once, and accepts again when one closes', async () => {
    // Let the earlier tests' connections close.
    await sleep(100);
    const held = await Promise.all([1, 2, 3, 4].map(() => open(port)));
    const refusedLogs = () => warnings.filter(({ message }) => String(message).startsWith('connection refused'));
    const before = refusedLogs().length;

    const extra = await Promise.all([open(port), open(port)]);
    await Promise.all(extra.map(({ closed }) => closed));
    for (const client of extra) expect(statusOf(client.received())).toBe(429);
    // Logged once for the address, not once per refused connection.
    expect(refusedLogs().length - before).toBe(1);
    expect(refusedLogs().at(-1)?.fields).toMatchObject({ clientAddress: '127.0.0.1', limit: 4 });

    // The held connections still work.
    const [first, second] = held as [RawClient, RawClient];
    first.socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await vi.waitFor(() => expect(statusOf(first.received())).toBe(200));

    second.socket.destroy();
    await second.closed;
    await sleep(50);
    const again = await open(port);
    again.socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(statusOf(again.received())).toBe(200);
    for (const client of held) client.socket.destroy();
  });

  it('sets the header, idle and request timeouts of the server', () => {
    const server = testApp.app.server;
    expect(server.headersTimeout).toBe(400);
    expect(server.timeout).toBe(defaultConnectionLimits.idleTimeoutMs);
    expect(server.requestTimeout).toBeGreaterThan(0);
  });
});

describe('the chosen numbers', () => {
  it('give a 10 MB upload on a 256 kbit/s link the time it needs, and a trickled 100 kB body 36 s', () => {
    const tenMegabytes = 10 * 1024 * 1024;
    const secondsAt256kbit = (tenMegabytes * 8) / 256_000;
    expect(bodyDeadlineMs(defaultConnectionLimits, tenMegabytes) / 1000).toBeGreaterThan(secondsAt256kbit * 1.5);
    expect(bodyDeadlineMs(defaultConnectionLimits, 100_000)).toBeLessThan(40_000);
  });

  it('caps connections per address by default, and not behind a proxy', () => {
    expect(testConfig().CONNECTIONS_PER_ADDRESS_MAX).toBe(128);
    expect(testConfig({ TRUST_PROXY: 'loopback' }).CONNECTIONS_PER_ADDRESS_MAX).toBe(0);
    expect(testConfig({ TRUST_PROXY: 'loopback', CONNECTIONS_PER_ADDRESS_MAX: '50' }).CONNECTIONS_PER_ADDRESS_MAX).toBe(
      50,
    );
  });
});
