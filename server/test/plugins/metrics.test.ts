import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, Browser } from '../helpers/oidc-flow.ts';
import { createTestUser } from '../helpers/users.ts';

const metricsToken = 'metrics-token-for-tests-0123456789';

describe('/metrics with METRICS_TOKEN', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ METRICS_TOKEN: metricsToken });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const scrape = () =>
    testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } });

  it('refuses a scrape without the token, or with another one, in the error shape', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-metrics-token-000000' },
      { authorization: metricsToken },
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
    }
  });

  it('counts and times requests by route pattern, not by raw URL', async () => {
    // Any signed-in user: a user of this test's own.
    const user = await createTestUser(testApp.database.db);
    const buyer = (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
    await testApp.app.inject({ method: 'GET', url: '/health' });
    await testApp.app.inject({ method: 'GET', url: '/priv/api/v1/labels/en-US', headers: bearer(buyer) });
    await testApp.app.inject({ method: 'GET', url: '/priv/api/v1/labels/de-DE', headers: bearer(buyer) });
    await testApp.app.inject({ method: 'GET', url: '/no/such/path', headers: { accept: 'application/json' } });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/health",status_code="200"\} 1$/m);
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/priv\/api\/v1\/labels\/:locale",status_code="200"\} 2$/m,
    );
    expect(text).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_code="404"\} 1$/m);
    expect(text).not.toContain('de-DE');
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/priv\/api\/v1\/labels\/:locale",status_code="200"\} 2$/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/health"/m);
  });

  it('reports the database pool and event-loop lag', async () => {
    const text = (await scrape()).body;
    expect(text).toMatch(/^db_pool_clients\{state="total"\} [1-9]\d*$/m);
    if (testApp.database.kind === 'postgres') expect(text).toMatch(/^db_pool_clients\{state="waiting"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('is not in the published API document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/docs/json' })).json<{ paths: object }>();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { accept: 'application/json', authorization: `Bearer ${metricsToken}` },
    });
    expect(response.statusCode).toBe(404);
  });
});
