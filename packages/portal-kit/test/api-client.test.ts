// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, apiRequest, configureApiClient } from '../src/api-client.ts';
import { subscribe } from '../src/events.ts';
import { setActingOnBehalf } from '../src/portal-state.ts';
import { clearSession, storeSession } from '../src/session.ts';

const server = setupServer();
const user = { preferred_username: 'buyer@example.com', email: 'buyer@example.com' };
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearSession();
  configureApiClient({ basePath: '' });
});
afterAll(() => server.close());

function countLogouts(): { count: number; stop: () => void } {
  const counter = { count: 0, stop: () => {} };
  counter.stop = subscribe('logout', () => (counter.count += 1));
  return counter;
}

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token and the query, and parses the JSON answer', async () => {
    storeSession({ accessToken: 'token-1', expiresAt: inOneHour(), userInfo: user });
    server.use(
      http.post('http://localhost:3000/priv/api/v1/things', async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer token-1');
        expect(request.headers.get('content-type')).toBe('application/json');
        expect(new URL(request.url).searchParams.get('customer')).toBe('4711');
        return HttpResponse.json({ received: await request.json() });
      }),
    );
    const answer = await apiRequest('/priv/api/v1/things', {
      method: 'POST',
      query: { customer: '4711', skipped: undefined },
      body: { name: 'x' },
    });
    expect(answer).toEqual({ received: { name: 'x' } });
  });

  it('sends no Authorization header when no token is stored', async () => {
    server.use(
      http.get('http://localhost:3000/pub/api/v1/config', ({ request }) =>
        HttpResponse.json({ authorization: request.headers.get('authorization') }),
      ),
    );
    expect(await apiRequest('/pub/api/v1/config')).toEqual({ authorization: null });
  });

  it('prefixes the configured base path', async () => {
    configureApiClient({ basePath: '/portal/' });
    server.use(http.get('http://localhost:3000/portal/health', () => HttpResponse.json({ status: 'ok' })));
    expect(await apiRequest('/health')).toEqual({ status: 'ok' });
  });

  it('throws the server error body with its status and request id', async () => {
    server.use(
      http.get('http://localhost:3000/priv/x', () =>
        HttpResponse.json(
          { error: 'Bad Request', message: 'customer: is required' },
          { status: 400, headers: { 'x-request-id': 'req-1' } },
        ),
      ),
    );
    const failure = await apiRequest('/priv/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 400, message: 'customer: is required', requestId: 'req-1' });
  });

  it('signs out on a 401 when the stored token has expired', async () => {
    storeSession({ accessToken: 'old', expiresAt: Math.floor(Date.now() / 1000) - 5, userInfo: user });
    server.use(http.get('http://localhost:3000/priv/x', () => HttpResponse.json({}, { status: 401 })));
    const logouts = countLogouts();
    await expect(apiRequest('/priv/x')).rejects.toMatchObject({ status: 401 });
    expect(logouts.count).toBe(1);
    logouts.stop();
  });

  it('asks for a renewal instead of signing out on a 401 while the stored token is still in date', async () => {
    storeSession({ accessToken: 'fresh', expiresAt: inOneHour(), userInfo: user });
    server.use(http.get('http://localhost:3000/priv/x', () => HttpResponse.json({}, { status: 401 })));
    const logouts = countLogouts();
    let rejected = 0;
    const stop = subscribe('accessTokenRejected', () => (rejected += 1));
    await expect(apiRequest('/priv/x')).rejects.toMatchObject({ status: 401 });
    expect(logouts.count).toBe(0);
    expect(rejected).toBe(1);
    logouts.stop();
    stop();
  });
});

describe('apiRequest with an early call of the page', () => {
  const calls = globalThis as { __portalEarlyCalls?: Record<string, unknown> };
  afterEach(() => {
    delete calls.__portalEarlyCalls;
  });

  it('takes the answer of the same GET sent early with the same token, once', async () => {
    storeSession({ accessToken: 'token-1', expiresAt: inOneHour(), userInfo: user });
    let sent = 0;
    server.use(
      http.get('*/priv/api/v1/things', () => {
        sent += 1;
        return HttpResponse.json({ from: 'server' });
      }),
    );
    const url = new URL('/priv/api/v1/things', window.location.origin).href;
    calls.__portalEarlyCalls = {
      [url]: { token: 'token-1', response: Promise.resolve(Response.json({ from: 'early' })) },
    };
    expect(await apiRequest('/priv/api/v1/things')).toEqual({ from: 'early' });
    expect(await apiRequest('/priv/api/v1/things')).toEqual({ from: 'server' });
    expect(sent).toBe(1);
  });

  it('sends the call itself when the early one used another token or failed', async () => {
    storeSession({ accessToken: 'token-2', expiresAt: inOneHour(), userInfo: user });
    server.use(http.get('*/priv/api/v1/things', () => HttpResponse.json({ from: 'server' })));
    const url = new URL('/priv/api/v1/things', window.location.origin).href;
    calls.__portalEarlyCalls = {
      [url]: { token: 'token-1', response: Promise.resolve(Response.json({ from: 'early' })) },
    };
    expect(await apiRequest('/priv/api/v1/things')).toEqual({ from: 'server' });
    calls.__portalEarlyCalls = { [url]: { token: 'token-2', response: Promise.reject(new TypeError('offline')) } };
    expect(await apiRequest('/priv/api/v1/things')).toEqual({ from: 'server' });
  });

  it('sends the call itself in on-behalf mode, whose session the early call did not name', async () => {
    storeSession({ accessToken: 'token-3', expiresAt: inOneHour(), userInfo: user });
    server.use(http.get('*/priv/api/v1/things', () => HttpResponse.json({ from: 'server' })));
    const url = new URL('/priv/api/v1/things', window.location.origin).href;
    calls.__portalEarlyCalls = {
      [url]: { token: 'token-3', response: Promise.resolve(Response.json({ from: 'early' })) },
    };
    setActingOnBehalf({ sessionId: 'session-1', customerId: '1000107', name: 'Sporthaus Berger GmbH' });
    try {
      expect(await apiRequest('/priv/api/v1/things')).toEqual({ from: 'server' });
    } finally {
      setActingOnBehalf(null);
    }
  });
});
