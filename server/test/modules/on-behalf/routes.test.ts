import {
  customerSearchPageSchema,
  onBehalfAuditPageSchema,
  onBehalfSessionEndedReason,
  onBehalfSessionHeader,
  onBehalfSessionSchema,
  recentCustomersSchema,
} from '@portal/contracts';
import { customerPrivilegeCodes } from '@portal/contracts';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBehalfSessions } from '../../../src/db/schema/index.ts';
import {
  acceptTerms,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
  startOnBehalf,
  type PrivilegeEntry,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { addCustomerMasters } from '../../helpers/customer-masters.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import type { TestUser } from '../../helpers/users.ts';
import { multipart } from '../tickets/multipart.ts';

/** Customer search, on-behalf sessions (what they allow, when they end) and the access log customers read. */

let testApp: TestApp;
let tokens: Record<'buyer' | 'klaus' | 'staff' | 'salesrep', string>;
/** The customer service user behind `tokens.staff`, to sign in a second time. */
let staffUser: TestUser;

/**
 * The file's sold-tos, numbered `{prefix}001` to `{prefix}005` (ten digits; `prefix` is random per run, so a
 * number search finds these five only): a British outdoor shop in Manchester (buyer's, brand 40), a German
 * sport shop (klaus's), a shop in Annecy, and two more.
 */
const prefix = `9${String(randomInt(0, 1e6)).padStart(6, '0')}`;
const numbers = [1, 2, 3, 4, 5].map((n) => `${prefix}00${n}`);
const [outdoor = '', sporthaus = '', annecy = '', fourth = '', fifth = ''] = numbers;
const outdoorName = `Quillan Outdoor ${prefix} Ltd`;
const sporthausName = `Sporthaus Lindqvist ${prefix} GmbH`;

const office = (city: string) => ({ street: '1 Test Street', postcode: '10115', city });

// The app, and the sold-tos with their users, are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { db } = testApp.database;
  const sites: Array<[string, string, 'GB' | 'DE' | 'FR', 'en' | 'de' | 'fr', string]> = [
    [outdoor, outdoorName, 'GB', 'en', 'Manchester'],
    [sporthaus, sporthausName, 'DE', 'de', 'Berlin'],
    [annecy, `Alpes Sport ${prefix}`, 'FR', 'fr', 'Annecy'],
    [fourth, `Test Retail ${fourth}`, 'DE', 'de', 'Hamburg'],
    [fifth, `Test Retail ${fifth}`, 'DE', 'de', 'Hamburg'],
  ];
  for (const [customerId, legalName, country, language, city] of sites) {
    await createTestCustomer(db, { customerId, legalName, country, language });
    await addCustomerMasters(db, [customerId], {
      legalName,
      country,
      language,
      office: office(city),
      shipTos: [{ name: `${legalName} store`, ...office(city) }],
      brands: customerId === outdoor ? ['40'] : ['45'],
    });
  }
  const admin = (customerId: string): PrivilegeEntry => ({
    customerId,
    role: 'CUSTOMER_ADMIN',
    enabled: [...customerPrivilegeCodes],
  });
  const internal = { companyType: 'internal' } as const;
  const [buyer, klaus, staff, salesrep] = await Promise.all([
    createSignedInUser(testApp.app, db, [admin(outdoor)]),
    createSignedInUser(testApp.app, db, [admin(sporthaus)], { locale: 'de' }),
    createSignedInUser(testApp.app, db, [staffEntries.service], internal),
    createSignedInUser(testApp.app, db, [staffEntries.salesRep], internal),
  ]);
  await acceptTerms(db, outdoor, buyer);
  await acceptTerms(db, sporthaus, klaus);
  staffUser = staff;
  tokens = { buyer: buyer.token, klaus: klaus.token, staff: staff.token, salesrep: salesrep.token };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, numbers);
  await testApp.close();
});

const inSession = (token: string, sessionId: string) => ({ ...bearer(token), [onBehalfSessionHeader]: sessionId });

async function search(query: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/customer-search?${query}`,
    headers: bearer(tokens.staff),
  });
  expect(response.statusCode, response.body).toBe(200);
  return customerSearchPageSchema.parse(response.json());
}

const orders = (customerId: string, headers: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: `/priv/api/v1/orders?customer=${customerId}`, headers });

describe('customer search', () => {
  it('finds a customer by a misspelt legal name, best match first, with city, country and brands', async () => {
    const page = await search(`q=Quilan%20Outdor%20${prefix}`);
    expect(page.items[0]).toMatchObject({ customerId: outdoor, legalName: outdoorName, country: 'GB' });
    expect(page.items[0]?.city).toBe('Manchester');
    expect(page.items[0]?.brands.map((brand) => brand.id)).toContain('40');
  });

  it('ranks the exact customer number first, then numbers beginning with the query', async () => {
    expect((await search(`q=${sporthaus}`)).items[0]?.customerId).toBe(sporthaus);
    const beginning = await search(`q=${prefix}00`);
    expect(beginning.items.map((item) => item.customerId).sort()).toEqual(numbers);
  });

  it('matches a city and narrows by country and brand', async () => {
    expect((await search('q=annecy')).items.map((item) => item.customerId)).toContain(annecy);
    const german = await search('country=DE');
    expect(german.items.length).toBeGreaterThan(0);
    expect(german.items.every((item) => item.country === 'DE')).toBe(true);
    const vans = await search('brand=50');
    expect(vans.items.every((item) => item.brands.some((brand) => brand.id === '50'))).toBe(true);
  });

  it('names the field of bad input', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/priv/api/v1/customer-search?country=germany',
      headers: bearer(tokens.staff),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'country' }] });
  });
});

describe('on-behalf sessions', () => {
  it('allows exactly that customer, with the on-behalf permissions, until the session ends', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/priv/api/v1/on-behalf/sessions',
      headers: bearer(tokens.staff),
      payload: { customerId: sporthaus, reason: `Ticket T-${sporthaus}-0001: missing delivery` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = onBehalfSessionSchema.parse(created.json());
    expect(session.customer).toEqual({ customerId: sporthaus, legalName: sporthausName });
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    const headers = inSession(tokens.staff, session.sessionId);
    expect((await orders(sporthaus, headers)).statusCode).toBe(200);
    expect((await orders(outdoor, headers)).statusCode).toBe(403);
    expect((await orders(sporthaus, bearer(tokens.staff))).statusCode).toBe(403);
    // Staff tools are closed in the mode (its permissions are the on-behalf ones), open outside it.
    const etaf = '/priv/api/v1/legacy/ETAF';
    expect((await testApp.app.inject({ method: 'GET', url: etaf, headers })).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: etaf, headers: bearer(tokens.staff) })).statusCode).toBe(
      200,
    );

    const ended = await testApp.app.inject({
      method: 'DELETE',
      url: `/priv/api/v1/on-behalf/sessions/${session.sessionId}?reason=closed`,
      headers: bearer(tokens.staff),
    });
    expect(ended.statusCode).toBe(204);
    const after = await orders(sporthaus, headers);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ reason: onBehalfSessionEndedReason });
  });

  it('refuses a session idle past the limit and ends it as expired', async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    await testApp.database.db
      .update(onBehalfSessions)
      .set({ lastActiveAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(onBehalfSessions.sessionId, sessionId));
    const response = await orders(sporthaus, inSession(tokens.staff, sessionId));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: onBehalfSessionEndedReason });
    const [row] = await testApp.database.db
      .select()
      .from(onBehalfSessions)
      .where(eq(onBehalfSessions.sessionId, sessionId));
    expect(row?.endReason).toBe('expired');
  });

  it("refuses another staff user's session, another sign-in's, and an external user naming one", async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, outdoor);
    expect((await orders(outdoor, inSession(tokens.salesrep, sessionId))).statusCode).toBe(403);
    const otherSignIn = (await new Browser(testApp.app).signIn(staffUser.username, staffUser.password)).access_token;
    const refused = await orders(outdoor, inSession(otherSignIn, sessionId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: onBehalfSessionEndedReason });
    const external = await orders(outdoor, inSession(tokens.buyer, sessionId));
    expect(external.statusCode).toBe(403);
  });

  it('needs a reason and an existing customer', async () => {
    const post = (payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/priv/api/v1/on-behalf/sessions',
        headers: bearer(tokens.staff),
        payload,
      });
    const noReason = await post({ customerId: outdoor, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ details: [{ field: 'reason' }] });
    expect((await post({ customerId: '4040404040', reason: 'Checking an order' })).statusCode).toBe(404);
  });

  it("lists the staff user's recent customers, newest first", async () => {
    const staff = tokens.salesrep;
    await startOnBehalf(testApp.app, staff, annecy);
    await startOnBehalf(testApp.app, staff, fourth);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/priv/api/v1/on-behalf/recent-customers',
      headers: bearer(staff),
    });
    const recent = recentCustomersSchema.parse(response.json());
    expect(recent.items.slice(0, 2).map((item) => item.customerId)).toEqual([fourth, annecy]);
  });
});

describe('the access log', () => {
  it('shows a session whose staff user signed out as ended by sign-out', async () => {
    const { access_token: token } = await new Browser(testApp.app).signIn(staffUser.username, staffUser.password);
    const sessionId = await startOnBehalf(testApp.app, token, annecy);
    const grantId = decodeJwt(token)['gid'] as string;
    await testApp.app.idp.provider.Grant.adapter.destroy(grantId);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/on-behalf/audit?customer=${annecy}`,
      headers: bearer(tokens.staff),
    });
    const visit = onBehalfAuditPageSchema.parse(response.json()).items.find((item) => item.sessionId === sessionId);
    expect(visit).toMatchObject({ endReason: 'signed_out', endedAt: expect.any(String) });
  });

  it("shows the customer's users who came, why, and the ticket they wrote", async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    const form = multipart({
      subject: 'Missing delivery',
      category: 'delivery',
      description: 'Raised for the customer.',
    });
    const ticket = await testApp.app.inject({
      method: 'POST',
      url: `/priv/api/v1/tickets?customer=${sporthaus}`,
      ...form,
      headers: { ...form.headers, ...inSession(tokens.staff, sessionId) },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const contact = await testApp.app.inject({
      method: 'POST',
      url: `/priv/api/v1/account/contacts?customer=${sporthaus}`,
      headers: inSession(tokens.staff, sessionId),
      payload: {
        firstName: 'Lena',
        lastName: 'Vogt',
        email: 'lena.vogt@example.com',
        phone: '+49 30 901820',
        roles: ['deliveries'],
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);

    const response = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/on-behalf/audit?customer=${sporthaus}`,
      headers: bearer(tokens.klaus),
    });
    expect(response.statusCode, response.body).toBe(200);
    const visit = onBehalfAuditPageSchema.parse(response.json()).items.find((item) => item.sessionId === sessionId);
    expect(visit).toMatchObject({ customerId: sporthaus, reason: 'Authorization test', endedAt: null });
    expect(visit?.staffName).toMatch(/\S/);
    expect(visit?.actions).toEqual([
      { at: expect.any(String), action: 'ticket_created', subject: expect.stringContaining('Missing delivery') },
      { at: expect.any(String), action: 'contact_created', subject: 'Lena Vogt' },
    ]);
    // Changes customers make themselves are not staff actions.
    const own = await testApp.app.inject({
      method: 'POST',
      url: `/priv/api/v1/account/contacts?customer=${sporthaus}`,
      headers: bearer(tokens.klaus),
      payload: {
        firstName: 'Jonas',
        lastName: 'Weber',
        email: 'jonas.weber@example.com',
        phone: '+49 30 901821',
        roles: ['orders'],
      },
    });
    expect(own.statusCode, own.body).toBe(201);
    const again = onBehalfAuditPageSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/priv/api/v1/on-behalf/audit?customer=${sporthaus}`,
          headers: bearer(tokens.klaus),
        })
      ).json(),
    );
    expect(again.items.find((item) => item.sessionId === sessionId)?.actions).toHaveLength(2);
  });
});
