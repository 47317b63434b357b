import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('compression', () => {
  const url = '/pub/api/v1/labels/en-US';

  it('sends brotli to a browser that accepts it, and the same content', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url });
    const compressed = await testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers uncompressed for clients that do not ask, and small answers alone', async () => {
    expect((await testApp.app.inject({ method: 'GET', url })).headers['content-encoding']).toBeUndefined();
    const small = await testApp.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
