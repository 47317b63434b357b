import { Agent, get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('closing the app', () => {
  let testApp: TestApp;
  let requestArrived: () => void;
  const arrived = new Promise<void>((resolve) => (requestArrived = resolve));

  beforeAll(async () => {
    testApp = await buildTestApp();
    testApp.app.get('/test/slow', async () => {
      requestArrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('finishes an in-flight request on a keep-alive connection, then closes without waiting for it', async () => {
    const { port } = testApp.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const response = new Promise<{ message: IncomingMessage; body: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/test/slow', agent }, (message) => {
        let body = '';
        message.on('data', (chunk: Buffer) => (body += chunk.toString()));
        message.on('end', () => resolve({ message, body }));
      }).on('error', reject);
    });
    await arrived;

    const started = Date.now();
    await testApp.app.close();
    const { message, body } = await response;

    expect(message.statusCode).toBe(200);
    expect(JSON.parse(body)).toEqual({ done: true });
    expect(message.headers.connection).toBe('close');
    expect(Date.now() - started).toBeLessThan(5000);
    agent.destroy();
  });
});
