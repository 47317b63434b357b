import { onBehalfSessionHeader } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaTokens, startOnBehalf } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

let testApp: TestApp;
let tokens: Record<'klaus' | 'staff', string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  tokens = await personaTokens(testApp.app, ['klaus', 'staff']);
});

afterAll(async () => {
  await testApp.close();
});

function customer(token: string, query: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/customer?${query}`,
    headers: { ...headers, ...bearer(token) },
  });
}

describe('GET /priv/api/v1/customer', () => {
  it('gives an external user their current sold-to with division, country and language', async () => {
    const response = await customer(tokens.klaus, 'currentCustomerId=1000107');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { customerId: '1000107', legalName: 'Sporthaus Berger GmbH', division: '10', country: 'DE', language: 'de' },
    ]);
  });

  it('gives staff the customer of their on-behalf session, and no other', async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000108');
    const inSession = { [onBehalfSessionHeader]: sessionId };
    const response = await customer(
      tokens.staff,
      'onBehalf=true&customerOnBehalfId=1000108&currentCustomerId=1000101',
      inSession,
    );
    expect(response.json()).toMatchObject([
      { customerId: '1000108', legalName: 'Milano Passo S.r.l.', division: '20', country: 'IT', language: 'it' },
    ]);
    const other = await customer(tokens.staff, 'onBehalf=true&customerOnBehalfId=1000101', inSession);
    expect(other.statusCode).toBe(403);
    expect((await customer(tokens.staff, 'onBehalf=true&customerOnBehalfId=1000108')).statusCode).toBe(403);
  });

  it('does not let an external user act on behalf', async () => {
    expect((await customer(tokens.klaus, 'onBehalf=true&customerOnBehalfId=1000108')).statusCode).toBe(403);
  });
});
