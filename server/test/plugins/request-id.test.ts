import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('x-request-id', () => {
  let testApp: TestApp;
  let nextAddress = 1;

  /** Each call from an address of its own unless told, so the small rate limit below only bites where meant. */
  function request(options: InjectOptions) {
    return testApp.app.inject({ remoteAddress: `127.4.0.${nextAddress++}`, ...options });
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ RATE_LIMIT_MAX: '2' });
    testApp.app.get('/test/request-id', async (req) => ({ id: req.id }));
    testApp.app.get('/test/boom', async () => {
      throw new Error('boom');
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('names the id the request is logged with, a fresh one per request', async () => {
    const first = await request({ method: 'GET', url: '/test/request-id' });
    const second = await request({ method: 'GET', url: '/test/request-id' });
    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(first.headers['x-request-id']).toBe(first.json<{ id: string }>().id);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('ignores an x-request-id the client sends', async () => {
    const response = await request({
      method: 'GET',
      url: '/test/request-id',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(response.headers['x-request-id']).toMatch(uuid);
    expect(response.json()).toEqual({ id: response.headers['x-request-id'] });
  });

  it.each([
    ['a probe', { method: 'GET', url: '/health' }, 200],
    ['an unknown path', { method: 'GET', url: '/pub/api/v1/nothing-here' }, 404],
    ['a protected route without token', { method: 'GET', url: '/priv/api/v1/labels/en-US' }, 401],
    ['bad input', { method: 'GET', url: '/pub/api/v1/labels/en-US?token=' + 'x'.repeat(600) }, 400],
    ['a server fault', { method: 'GET', url: '/test/boom' }, 500],
    ['the identity provider (hijacked reply)', { method: 'GET', url: '/oidc/.well-known/openid-configuration' }, 200],
  ] as const)('is on the answer to %s', async (_name, options, status) => {
    const response = await request(options);
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-request-id']).toMatch(uuid);
  });

  it('is on a rate-limited answer', async () => {
    const from = '127.4.1.1';
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 3; attempt++) {
      last = await testApp.app.inject({ method: 'GET', url: '/pub/api/v1/labels/en-US', remoteAddress: from });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(last?.headers['x-request-id']).toMatch(uuid);
  });
});
