import {
  customerSearchPageSchema,
  onBehalfAuditPageSchema,
  onBehalfSessionEndedReason,
  onBehalfSessionHeader,
  onBehalfSessionSchema,
  recentCustomersSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBehalfSessions } from '../../../src/db/schema/index.ts';
import { personaTokens, startOnBehalf } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { multipart } from '../tickets/multipart.ts';

/** Customer search, on-behalf sessions (what they allow, when they end) and the access log customers read. */

let testApp: TestApp;
let tokens: Record<'buyer' | 'klaus' | 'staff' | 'salesrep', string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  tokens = await personaTokens(testApp.app, ['buyer', 'klaus', 'staff', 'salesrep']);
});

afterAll(() => testApp.close());

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
    const page = await search('q=Colins%20Outdor');
    expect(page.items[0]).toMatchObject({ customerId: '1000101', legalName: 'Collins Outdoor Ltd', country: 'GB' });
    expect(page.items[0]?.city).toBe('Manchester');
    expect(page.items[0]?.brands.map((brand) => brand.id)).toContain('40');
  });

  it('ranks the exact customer number first, then numbers beginning with the query', async () => {
    expect((await search('q=1000107')).items[0]?.customerId).toBe('1000107');
    const prefix = await search('q=100010');
    expect(prefix.items.length).toBeGreaterThan(3);
    expect(prefix.items.every((item) => item.customerId.startsWith('100010'))).toBe(true);
  });

  it('matches a city and narrows by country and brand', async () => {
    expect((await search('q=annecy')).items.map((item) => item.customerId)).toContain('1000102');
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
      payload: { customerId: '1000107', reason: 'Ticket T-1000107-0001: missing delivery' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = onBehalfSessionSchema.parse(created.json());
    expect(session.customer).toEqual({ customerId: '1000107', legalName: 'Sporthaus Berger GmbH' });
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    const headers = inSession(tokens.staff, session.sessionId);
    expect((await orders('1000107', headers)).statusCode).toBe(200);
    expect((await orders('1000101', headers)).statusCode).toBe(403);
    expect((await orders('1000107', bearer(tokens.staff))).statusCode).toBe(403);
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
    const after = await orders('1000107', headers);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ reason: onBehalfSessionEndedReason });
  });

  it('refuses a session idle past the limit and ends it as expired', async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000107');
    await testApp.database.db
      .update(onBehalfSessions)
      .set({ lastActiveAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(onBehalfSessions.sessionId, sessionId));
    const response = await orders('1000107', inSession(tokens.staff, sessionId));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ reason: onBehalfSessionEndedReason });
    const [row] = await testApp.database.db
      .select()
      .from(onBehalfSessions)
      .where(eq(onBehalfSessions.sessionId, sessionId));
    expect(row?.endReason).toBe('expired');
  });

  it("refuses another staff user's session, another sign-in's, and an external user naming one", async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000101');
    expect((await orders('1000101', inSession(tokens.salesrep, sessionId))).statusCode).toBe(403);
    const otherSignIn = (await new Browser(testApp.app).signIn('staff@example.com', 'Portal#2026')).access_token;
    const refused = await orders('1000101', inSession(otherSignIn, sessionId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: onBehalfSessionEndedReason });
    const external = await orders('1000101', inSession(tokens.buyer, sessionId));
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
    const noReason = await post({ customerId: '1000101', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ details: [{ field: 'reason' }] });
    expect((await post({ customerId: '4040404040', reason: 'Checking an order' })).statusCode).toBe(404);
  });

  it("lists the staff user's recent customers, newest first", async () => {
    const staff = (await new Browser(testApp.app).signIn('salesrep@example.com', 'Portal#2026')).access_token;
    await startOnBehalf(testApp.app, staff, '1000102');
    await startOnBehalf(testApp.app, staff, '1000108');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/priv/api/v1/on-behalf/recent-customers',
      headers: bearer(staff),
    });
    const recent = recentCustomersSchema.parse(response.json());
    expect(recent.items.slice(0, 2).map((item) => item.customerId)).toEqual(['1000108', '1000102']);
  });
});

describe('the access log', () => {
  it('shows a session whose staff user signed out as ended by sign-out', async () => {
    const { access_token: token } = await new Browser(testApp.app).signIn('staff@example.com', 'Portal#2026');
    const sessionId = await startOnBehalf(testApp.app, token, '1000102');
    const grantId = decodeJwt(token)['gid'] as string;
    await testApp.app.idp.provider.Grant.adapter.destroy(grantId);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/priv/api/v1/on-behalf/audit?customer=1000102',
      headers: bearer(tokens.staff),
    });
    const visit = onBehalfAuditPageSchema.parse(response.json()).items.find((item) => item.sessionId === sessionId);
    expect(visit).toMatchObject({ endReason: 'signed_out', endedAt: expect.any(String) });
  });

  it("shows the customer's users who came, why, and the ticket they wrote", async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000107');
    const form = multipart({
      subject: 'Missing delivery',
      category: 'delivery',
      description: 'Raised for the customer.',
    });
    const ticket = await testApp.app.inject({
      method: 'POST',
      url: '/priv/api/v1/tickets?customer=1000107',
      ...form,
      headers: { ...form.headers, ...inSession(tokens.staff, sessionId) },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const contact = await testApp.app.inject({
      method: 'POST',
      url: '/priv/api/v1/account/contacts?customer=1000107',
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
      url: '/priv/api/v1/on-behalf/audit?customer=1000107',
      headers: bearer(tokens.klaus),
    });
    expect(response.statusCode, response.body).toBe(200);
    const visit = onBehalfAuditPageSchema.parse(response.json()).items.find((item) => item.sessionId === sessionId);
    expect(visit).toMatchObject({ customerId: '1000107', reason: 'Authorization test', endedAt: null });
    expect(visit?.staffName).toMatch(/\S/);
    expect(visit?.actions).toEqual([
      { at: expect.any(String), action: 'ticket_created', subject: expect.stringContaining('Missing delivery') },
      { at: expect.any(String), action: 'contact_created', subject: 'Lena Vogt' },
    ]);
    // Changes customers make themselves are not staff actions.
    const own = await testApp.app.inject({
      method: 'POST',
      url: '/priv/api/v1/account/contacts?customer=1000107',
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
          url: '/priv/api/v1/on-behalf/audit?customer=1000107',
          headers: bearer(tokens.klaus),
        })
      ).json(),
    );
    expect(again.items.find((item) => item.sessionId === sessionId)?.actions).toHaveLength(2);
  });
});
