import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

let testApp: TestApp;
let tokens: Record<'buyer' | 'klaus' | 'staff', string>;
const testCustomers: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({
    LEGACY_URLS: JSON.stringify({ B2B: 'https://b2b.example.com/shop?channel=eu', CMS: 'https://cms.example.com/' }),
    LEGACY_B2B_EXTRA_QUERY: 'origin=portal&sso=1',
  });
  const { app, database } = testApp;
  const [buyerShop, klausShop] = [await createTestCustomer(database.db), await createTestCustomer(database.db)];
  testCustomers.push(buyerShop, klausShop);
  const buyer = await createSignedInUser(app, database.db, [
    { customerId: buyerShop, enabled: ['B2B_ACCESS', 'ORDER_MANAGEMENT'] },
  ]);
  // A German-speaking user.
  const klaus = await createSignedInUser(
    app,
    database.db,
    [{ customerId: klausShop, enabled: ['ORDER_INQUIRY', 'WARRANTY'] }],
    { locale: 'de' },
  );
  const staff = await createSignedInStaff(app, database.db, ['CMS', 'SAP_CONTROL_REPORT']);
  tokens = { buyer: buyer.token, klaus: klaus.token, staff: staff.token };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await testApp.close();
});

function legacy(token: string, path: string) {
  return testApp.app.inject({ method: 'GET', url: `/priv/api/v1/legacy/${path}`, headers: bearer(token) });
}

describe('GET /priv/api/v1/legacy/{legacyId}', () => {
  it('answers the configured B2B address as a JSON string, with the extra parameters, brand and language', async () => {
    const response = await legacy(tokens.buyer, 'B2B?brand=40&language=it');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toBe('https://b2b.example.com/shop?channel=eu&origin=portal&sso=1&brand=40&language=it');
  });

  it("links other modules to PUBLIC_URL/legacy/<module>, in the user's language by default", async () => {
    expect((await legacy(tokens.klaus, 'EORDERINQUIRY')).json()).toBe(
      'http://localhost:8080/legacy/eorderinquiry?language=de',
    );
    expect((await legacy(tokens.klaus, 'EWARRANTY?brand=45')).json()).toBe(
      'http://localhost:8080/legacy/ewarranty?brand=45&language=de',
    );
    expect((await legacy(tokens.staff, 'CMS?language=en')).json()).toBe('https://cms.example.com/?language=en');
    expect((await legacy(tokens.staff, 'SAPCONTROLREPORT')).json()).toBe(
      'http://localhost:8080/legacy/sapcontrolreport?language=en',
    );
  });

  it('opens order management for a brand that requires a PO number only with one, and passes it on', async () => {
    const refused = await legacy(tokens.buyer, 'ORDERMANAGEMENT?brand=40&language=en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: [{ field: 'poNumber', message: expect.stringMatching(/required/) }],
    });
    expect((await legacy(tokens.buyer, 'ORDERMANAGEMENT?brand=40&language=en&poNumber=PO-2026/118')).json()).toBe(
      'http://localhost:8080/legacy/ordermanagement?brand=40&language=en&poNumber=PO-2026%2F118',
    );
    // Brands without the rule, and modules that do not place orders, need none (and get none passed on).
    expect((await legacy(tokens.buyer, 'ORDERMANAGEMENT?brand=50')).statusCode).toBe(200);
    expect((await legacy(tokens.buyer, 'B2B?brand=40&poNumber=PO-1')).json()).not.toContain('poNumber');
    const malformed = await legacy(tokens.buyer, 'ORDERMANAGEMENT?brand=40&poNumber=%3Cscript%3E');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ details: [{ field: 'poNumber' }] });
  });

  it('opens a module one of the user’s sold-tos opens, whichever sold-to was selected last', async () => {
    const { db } = testApp.database;
    const [shop, office] = [await createTestCustomer(db), await createTestCustomer(db)];
    testCustomers.push(shop, office);
    const user = await createTestUser(db);
    await grantPrivileges(db, user.id, [
      { customerId: shop, enabled: ['B2B_ACCESS', 'RETURNS'] },
      { customerId: office, enabled: ['FAQ'] },
    ]);
    const { access_token: token } = await new Browser(testApp.app).signIn(user.username, user.password);
    const select = (customer: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `/priv/api/v1/user/save/last_login?customer=${customer}`,
        headers: bearer(token),
      });

    // The link names no sold-to: the legacy tool asks which, so any sold-to of the user that opens the module does.
    expect((await legacy(token, 'B2B')).statusCode).toBe(200);
    await select(office);
    expect((await legacy(token, 'B2B')).statusCode).toBe(200);
    expect((await legacy(token, 'ERETURN')).statusCode).toBe(200);
    const refused = await legacy(token, 'EWARRANTY');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', message: expect.any(String) });
  });

  it('opens the digital showroom with its configuration flag too (spec 6), and refuses it without either', async () => {
    const { db } = testApp.database;
    const customer = await createTestCustomer(db);
    testCustomers.push(customer);
    const answers: number[] = [];
    for (const enabled of [['DIGITAL_SHOWROOM_CONFIGURATION'], ['FAQ']]) {
      const user = await createTestUser(db);
      await grantPrivileges(db, user.id, [{ customerId: customer, enabled }]);
      const { access_token: token } = await new Browser(testApp.app).signIn(user.username, user.password);
      await testApp.app.inject({
        method: 'POST',
        url: `/priv/api/v1/user/save/last_login?customer=${customer}`,
        headers: bearer(token),
      });
      const response = await legacy(token, 'DIGITALSHOWROOM?language=fr');
      answers.push(response.statusCode);
      if (response.statusCode === 200) {
        expect(response.json()).toBe('http://localhost:8080/legacy/digitalshowroom?language=fr');
      }
    }
    expect(answers).toEqual([200, 403]);
  });
});
