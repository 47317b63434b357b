// @vitest-environment jsdom
import { getLegacyUrlEndpoint, getSoldTosEndpoint, saveUserPreferenceEndpoint } from '@portal/contracts';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/api-client.ts';
import { callEndpoint } from '../src/call-endpoint.ts';
import { subscribe } from '../src/events.ts';
import { mockEndpoint } from '../testing/endpoints.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function recordReports(): string[] {
  const descriptions: string[] = [];
  let stop = () => {};
  beforeEach(() => {
    descriptions.length = 0;
    stop = subscribe('error', (event) => descriptions.push(event.description));
  });
  afterEach(() => stop());
  return descriptions;
}

const soldTo = {
  customerId: '1000001',
  legalName: 'Alpine Sports GmbH',
  name: 'Alpine Sports GmbH',
  lastLogin: null,
  termsAndConditionsAcceptedBy: null,
  termsAndConditionsTimestamp: null,
  division: '10',
};

describe('callEndpoint', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const reports = recordReports();

  it('fills in the path, sends the query and returns the answer checked against the declared schema', async () => {
    let asked = '';
    server.use(
      mockEndpoint(getLegacyUrlEndpoint, (request) => {
        asked = request.url;
        return 'https://shop.example.com/b2b?brand=40';
      }),
    );
    const url = await callEndpoint(getLegacyUrlEndpoint, {
      params: { legacyId: 'B2B' },
      query: { brand: '40', language: 'de' },
    });
    expect(url).toBe('https://shop.example.com/b2b?brand=40');
    expect(asked).toBe('http://localhost:3000/priv/api/v1/legacy/B2B?brand=40&language=de');
  });

  it('answers a 204 endpoint with null', async () => {
    server.use(mockEndpoint(saveUserPreferenceEndpoint, null));
    expect(await callEndpoint(saveUserPreferenceEndpoint, { body: { username: 'a@b.c', language: 'fr' } })).toBeNull();
  });

  it("reports a failure with the endpoint's spec 8 description, its placeholders filled, and rethrows", async () => {
    server.use(
      mockEndpoint(saveUserPreferenceEndpoint, () =>
        HttpResponse.json({ error: 'Forbidden', message: 'no' }, { status: 403 }),
      ),
    );
    await expect(
      callEndpoint(saveUserPreferenceEndpoint, { body: { username: 'a@b.c', language: 'it' } }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(reports).toEqual(['Error changing user language it']);
  });

  it('refuses an answer that breaks the contract, and reports it', async () => {
    server.use(mockEndpoint(getSoldTosEndpoint, () => HttpResponse.json([{ customerId: 42 }])));
    await expect(callEndpoint(getSoldTosEndpoint)).rejects.toThrow();
    expect(reports).toEqual(['Error getting the sold-to list']);
  });

  it('leaves an expected failure unreported', async () => {
    server.use(
      mockEndpoint(getSoldTosEndpoint, () => HttpResponse.json({ error: 'x', message: 'y' }, { status: 403 })),
    );
    await expect(
      callEndpoint(getSoldTosEndpoint, undefined, {
        expected: (error) => error instanceof ApiRequestError && error.status === 403,
      }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(reports).toEqual([]);
  });

  it('leaves a call its caller cancelled unreported', async () => {
    server.use(mockEndpoint(getSoldTosEndpoint, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const call = callEndpoint(getSoldTosEndpoint, undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow();
    expect(reports).toEqual([]);
  });
});

describe('mockEndpoint', () => {
  it('will not hand out an answer that breaks the contract', async () => {
    server.use(mockEndpoint(getSoldTosEndpoint, [{ ...soldTo, legalName: 7 }] as never));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(callEndpoint(getSoldTosEndpoint)).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('serves a valid answer', async () => {
    server.use(mockEndpoint(getSoldTosEndpoint, [soldTo]));
    expect(await callEndpoint(getSoldTosEndpoint)).toEqual([soldTo]);
  });
});
