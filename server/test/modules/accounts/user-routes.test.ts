import type { SoldTo } from '@portal/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

let testApp: TestApp;
const testCustomers: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await testApp.close();
});

/** A user of its own with entries on two new sold-tos, signed in. */
async function userWithTwoSoldTos(): Promise<{ user: TestUser; token: string; soldTos: string[] }> {
  const { db } = testApp.database;
  const soldTos = [
    await createTestCustomer(db, { legalName: 'Zephyr Sports SE' }),
    await createTestCustomer(db, { legalName: 'alpine base AG' }),
  ];
  testCustomers.push(...soldTos);
  const user = await createTestUser(db);
  await grantPrivileges(
    db,
    user.id,
    soldTos.map((customerId) => ({ customerId, enabled: ['FAQ'] })),
  );
  const { access_token } = await new Browser(testApp.app).signIn(user.username, user.password);
  return { user, token: access_token, soldTos };
}

function soldTos(token: string) {
  return testApp.app.inject({ method: 'GET', url: '/priv/api/v1/user/customers', headers: bearer(token) });
}

function saveLastLogin(token: string, customer: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/priv/api/v1/user/save/last_login?customer=${customer}`,
    headers: bearer(token),
  });
}

describe('GET /priv/api/v1/user/customers', () => {
  it('sorts by legal name regardless of case, with terms acceptance and no last login yet', async () => {
    const { db } = testApp.database;
    const customerIds = [
      await createTestCustomer(db, { legalName: 'Wavecrest Surf Co. Ltd' }),
      await createTestCustomer(db, { legalName: 'urban soles GmbH' }),
      await createTestCustomer(db, { legalName: 'Atelier Montagne SARL' }),
    ];
    testCustomers.push(...customerIds);
    const user = await createSignedInUser(
      testApp.app,
      db,
      customerIds.map((customerId) => ({ customerId, enabled: ['FAQ'] })),
    );
    for (const customerId of customerIds) await acceptTerms(db, customerId, user);
    const response = await soldTos(user.token);
    expect(response.statusCode).toBe(200);
    const list = response.json<SoldTo[]>();
    expect(list.map((soldTo) => soldTo.legalName)).toEqual([
      'Atelier Montagne SARL',
      'urban soles GmbH',
      'Wavecrest Surf Co. Ltd',
    ]);
    for (const soldTo of list) {
      expect(soldTo).toMatchObject({ lastLogin: null, termsAndConditionsAcceptedBy: user.username });
      expect(soldTo.name).toBe(soldTo.legalName);
      expect(new Date(soldTo.termsAndConditionsTimestamp ?? '').getTime()).not.toBeNaN();
    }
  });

  it('shows an unaccepted sold-to without acceptor, no sold-tos for internal users, and refuses users without access', async () => {
    const { app, database } = testApp;
    const unaccepted = await createTestCustomer(database.db, { legalName: 'Brightwater Outdoor Ltd', division: '10' });
    testCustomers.push(unaccepted);
    const external = await createSignedInUser(app, database.db, [{ customerId: unaccepted, enabled: ['FAQ'] }]);
    const internal = await createSignedInStaff(app, database.db, ['ON_BEHALF', 'FAQ']);
    const withoutPrivileges = await createSignedInUser(app, database.db, []);
    expect((await soldTos(external.token)).json()).toEqual([
      {
        customerId: unaccepted,
        legalName: 'Brightwater Outdoor Ltd',
        name: 'Brightwater Outdoor Ltd',
        lastLogin: null,
        termsAndConditionsAcceptedBy: null,
        termsAndConditionsTimestamp: null,
        division: '10',
      },
    ]);
    expect((await soldTos(internal.token)).json()).toEqual([]);
    // Without portal privileges the call is refused like every /priv call but the first ones of the portal.
    expect((await soldTos(withoutPrivileges.token)).statusCode).toBe(403);
  });
});

describe('POST /priv/api/v1/user/save/last_login', () => {
  it('remembers the last selected sold-to on every entry of the list', async () => {
    const {
      token,
      soldTos: [zephyr = '', alpine = ''],
    } = await userWithTwoSoldTos();
    expect((await soldTos(token)).json<SoldTo[]>().map((soldTo) => [soldTo.customerId, soldTo.lastLogin])).toEqual([
      [alpine, null],
      [zephyr, null],
    ]);

    expect((await saveLastLogin(token, zephyr)).statusCode).toBe(204);
    expect((await soldTos(token)).json<SoldTo[]>().map((soldTo) => soldTo.lastLogin)).toEqual([zephyr, zephyr]);

    expect((await saveLastLogin(token, alpine)).statusCode).toBe(204);
    expect((await soldTos(token)).json<SoldTo[]>().map((soldTo) => soldTo.lastLogin)).toEqual([alpine, alpine]);

    const other = await createTestCustomer(testApp.database.db);
    testCustomers.push(other);
    const foreign = await saveLastLogin(token, other);
    expect(foreign.statusCode).toBe(403);
    expect((await soldTos(token)).json<SoldTo[]>().map((soldTo) => soldTo.lastLogin)).toEqual([alpine, alpine]);
  });
});

describe('PUT /priv/api/admin/tools/user/preference', () => {
  it('saves the language for the permissions record and the next ID token', async () => {
    const { user, token } = await userWithTwoSoldTos();
    const save = await testApp.app.inject({
      method: 'PUT',
      url: '/priv/api/admin/tools/user/preference',
      headers: bearer(token),
      payload: { username: user.username.toUpperCase(), language: 'fr' },
    });
    expect(save.statusCode).toBe(204);
    expect(save.body).toBe('');

    const permissions = await testApp.app.inject({
      method: 'GET',
      url: '/priv/api/admin/tools/permissions',
      headers: bearer(token),
    });
    expect(permissions.json()).toMatchObject({
      language: 'fr',
      portalConfiguration: [{ language: 'fr', username: user.username }],
    });
    const { id_token } = await new Browser(testApp.app).signIn(user.username, user.password);
    expect(decodeJwt(id_token)).toMatchObject({ locale: 'fr' });
  });
});
