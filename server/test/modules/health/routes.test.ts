import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

describe('health routes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('GET /health says the process is up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('GET /ready says the database is up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'up', identityProvider: 'embedded' });
  });

  it('GET /ready answers 503 when the database does not', async () => {
    const unreachable = { ...testApp.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = buildApp({ config: testApp.config, database: unreachable });
    try {
      const response = await app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: 'down', identityProvider: 'embedded' });
    } finally {
      await app.close();
    }
  });
});
