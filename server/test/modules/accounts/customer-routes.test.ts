import { onBehalfSessionHeader } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
  startOnBehalf,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

let testApp: TestApp;
/** An external user's own sold-to, one staff visit on behalf, and one more. */
let own: string;
let visited: string;
let other: string;
let tokens: { external: string; staff: string };

beforeAll(async () => {
  testApp = await buildTestApp();
  const { app, database } = testApp;
  own = await createTestCustomer(database.db, {
    legalName: 'Sporthaus Berger GmbH',
    division: '10',
    country: 'DE',
    language: 'de',
  });
  visited = await createTestCustomer(database.db, {
    legalName: 'Milano Passo S.r.l.',
    division: '20',
    country: 'IT',
    language: 'it',
  });
  other = await createTestCustomer(database.db);
  const external = await createSignedInUser(app, database.db, [{ customerId: own, enabled: ['FAQ'] }]);
  const staff = await createSignedInStaff(app, database.db, ['ON_BEHALF', 'ON_BEHALF_COMPANY_INFO']);
  tokens = { external: external.token, staff: staff.token };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [own, visited, other]);
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
    const response = await customer(tokens.external, `currentCustomerId=${own}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { customerId: own, legalName: 'Sporthaus Berger GmbH', division: '10', country: 'DE', language: 'de' },
    ]);
  });

  it('gives staff the customer of their on-behalf session, and no other', async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, visited);
    const inSession = { [onBehalfSessionHeader]: sessionId };
    const response = await customer(
      tokens.staff,
      `onBehalf=true&customerOnBehalfId=${visited}&currentCustomerId=${other}`,
      inSession,
    );
    expect(response.json()).toMatchObject([
      { customerId: visited, legalName: 'Milano Passo S.r.l.', division: '20', country: 'IT', language: 'it' },
    ]);
    const elsewhere = await customer(tokens.staff, `onBehalf=true&customerOnBehalfId=${other}`, inSession);
    expect(elsewhere.statusCode).toBe(403);
    expect((await customer(tokens.staff, `onBehalf=true&customerOnBehalfId=${visited}`)).statusCode).toBe(403);
  });

  it('does not let an external user act on behalf', async () => {
    expect((await customer(tokens.external, `onBehalf=true&customerOnBehalfId=${visited}`)).statusCode).toBe(403);
  });
});
