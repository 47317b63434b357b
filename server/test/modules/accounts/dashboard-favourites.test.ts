import { dashboardFavouritesLimit, dashboardFavouritesSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInStaff } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/** The staff dashboard's favourites (issue 34): each user's own, in the order marked, kept once, limited. */

let testApp: TestApp;
/** Two staff users of the test's own. */
let tokens: Record<'approver' | 'salesrep', string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const staff = async (role: string) =>
    (await createSignedInStaff(testApp.app, testApp.database.db, ['ON_BEHALF', 'CUSTOMER_CREATION'], role)).token;
  tokens = { approver: await staff('MASTER_DATA_APPROVER'), salesrep: await staff('SR_EMEA_SALES') };
});

afterAll(() => testApp.close());

async function call(token: string, method: 'GET' | 'PUT' | 'DELETE', cardId = '') {
  const response = await testApp.app.inject({
    method,
    url: `/priv/api/v1/user/dashboard-favourites${cardId ? `/${cardId}` : ''}`,
    headers: bearer(token),
  });
  return response;
}

const cardIdsOf = async (token: string, method: 'GET' | 'PUT' | 'DELETE', cardId = '') => {
  const response = await call(token, method, cardId);
  expect(response.statusCode, response.body).toBe(200);
  return dashboardFavouritesSchema.parse(response.json()).cardIds;
};

describe('dashboard favourites', () => {
  it('keeps the order marked, marks a card once, removes it, and is each user’s own', async () => {
    expect(await cardIdsOf(tokens.approver, 'GET')).toEqual([]);
    await cardIdsOf(tokens.approver, 'PUT', 'warranty');
    await cardIdsOf(tokens.approver, 'PUT', 'customerCreation');
    expect(await cardIdsOf(tokens.approver, 'PUT', 'warranty')).toEqual(['warranty', 'customerCreation']);
    expect(await cardIdsOf(tokens.salesrep, 'GET')).toEqual([]);
    expect(await cardIdsOf(tokens.approver, 'DELETE', 'warranty')).toEqual(['customerCreation']);
    // Removing one that is not a favourite changes nothing.
    expect(await cardIdsOf(tokens.approver, 'DELETE', 'warranty')).toEqual(['customerCreation']);
    await cardIdsOf(tokens.approver, 'DELETE', 'customerCreation');
  });

  it('refuses more than the limit with 409, writing nothing', async () => {
    for (let index = 0; index < dashboardFavouritesLimit; index += 1) {
      await cardIdsOf(tokens.salesrep, 'PUT', `card${index}`);
    }
    const refused = await call(tokens.salesrep, 'PUT', 'oneTooMany');
    expect(refused.statusCode).toBe(409);
    const kept = await cardIdsOf(tokens.salesrep, 'GET');
    expect(kept).toHaveLength(dashboardFavouritesLimit);
    expect(kept).not.toContain('oneTooMany');
    for (const cardId of kept) await cardIdsOf(tokens.salesrep, 'DELETE', cardId);
  });
});
