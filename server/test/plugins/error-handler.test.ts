import type { FastifyBaseLogger } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('error handler', () => {
  let testApp: TestApp;
  const errorLogs: { reqId: string; args: unknown[] }[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp();
    const app = testApp.app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async (request) => {
      const log: FastifyBaseLogger = request.log;
      vi.spyOn(log, 'error').mockImplementation((...args: unknown[]) => {
        errorLogs.push({ reqId: request.id, args });
      });
    });
    app.get('/test/boom', async () => {
      throw new Error('connection to 10.0.0.5 refused by secret-host');
    });
    app.get('/test/forbidden', async () => {
      throw Object.assign(new Error('You may not see this sold-to.'), { statusCode: 403 });
    });
    app.get(
      '/test/orders',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async (request) => ({ page: request.query.page }),
    );
    app.post('/test/users', { schema: { body: z.object({ user: z.object({ email: z.email() }) }) } }, async () => ({
      ok: true,
    }));
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('hides the details of a server fault and logs the real error with the request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', message: 'An unexpected error occurred.' });
    expect(response.body).not.toMatch(/secret-host|stack|at .*\.ts/);

    const logged = errorLogs.at(-1);
    expect(logged?.reqId).toEqual(expect.any(String));
    expect(logged?.args[0]).toMatchObject({ err: { message: 'connection to 10.0.0.5 refused by secret-host' } });
  });

  it('keeps the status and message of a deliberate 4xx', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/forbidden' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: 'You may not see this sold-to.' });
  });

  it('names the invalid query field', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/test/orders?page=0' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: 'Bad Request', details: [{ field: 'page', message: expect.any(String) }] });
    expect(body.message).toMatch(/^page: /);
  });

  it('names a nested body field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/test/users',
      payload: { user: { email: 'not-an-email' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringMatching(/^user\.email: /),
      details: [{ field: 'user.email' }],
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/test/users',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
  });
});
