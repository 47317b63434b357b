import {
  onBehalfAuditPageSchema,
  onBehalfConsentSchema,
  onBehalfOverviewSchema,
  onBehalfSessionEndedReason,
  onBehalfSessionHeader,
  onBehalfSessionStatusSchema,
  onBehalfWritesOffReason,
} from '@portal/contracts';
import { customerPrivilegeCodes } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBehalfSessions } from '../../../src/db/schema/index.ts';
import {
  acceptTerms,
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
  startOnBehalf,
  type PrivilegeEntry,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { createTestDocuments } from '../../helpers/documents.ts';
import { addCustomerMasters } from '../../helpers/customer-masters.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createTestOrders } from '../../helpers/orders.ts';

/**
 * The on-behalf desk (issue 34): the session's clock and its extension, the customer overview, the customer's
 * control over staff changing its data, and a session ended by switching customers; each with its refusals.
 */

let testApp: TestApp;
let tokens: Record<'buyer' | 'klaus' | 'limited' | 'staff' | 'salesrep' | 'approver', string>;
/**
 * The file's sold-tos: buyer's (a British shop with a hierarchy, brand 40, an open order, an overdue invoice and a
 * ticket; Emma Collins is its user), klaus's (whose admin sets the staff's write access) and limited's (whose user
 * has tickets only, no company info).
 */
let outdoor = '';
let sporthaus = '';
let limitedCustomer = '';
const outdoorName = 'Collins Outdoor Test Ltd';

// The app, and the sold-tos with their data and users, are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.ready();
});

beforeAll(async () => {
  const { db } = testApp.database;
  outdoor = await createTestCustomer(db, {
    legalName: outdoorName,
    country: 'GB',
    currency: 'GBP',
    creditLimit: '50000.00',
  });
  sporthaus = await createTestCustomer(db, { country: 'DE', language: 'de' });
  limitedCustomer = await createTestCustomer(db);
  await addCustomerMasters(db, [outdoor], {
    legalName: outdoorName,
    country: 'GB',
    office: { street: '12 Deansgate', postcode: 'M3 2BW', city: 'Manchester' },
    shipTos: [{ name: 'Collins Outdoor Test Leeds', street: '5 Briggate', postcode: 'LS1 6HD', city: 'Leeds' }],
    brands: ['40'],
  });
  await createTestOrders(db, outdoor, [{ status: 'open', currency: 'GBP' }]);
  await createTestDocuments(db, outdoor, [{ type: 'invoice', issueDate: '2026-01-05', currency: 'GBP' }]);
  await testApp.app.ticketSource.create(outdoor, {
    author: { userId: null, name: 'Emma Collins' },
    fields: { subject: 'Torn cartons', category: 'other', description: 'Two cartons arrived torn.' },
    attachments: [],
  });
  const admin = (customerId: string): PrivilegeEntry => ({
    customerId,
    role: 'CUSTOMER_ADMIN',
    enabled: [...customerPrivilegeCodes],
  });
  const internal = { companyType: 'internal' } as const;
  const [buyer, klaus, limited, staff, salesrep, approver] = await Promise.all([
    createSignedInUser(testApp.app, db, [admin(outdoor)], { givenName: 'Emma', familyName: 'Collins' }),
    createSignedInUser(testApp.app, db, [admin(sporthaus)], { locale: 'de' }),
    createSignedInUser(testApp.app, db, [{ customerId: limitedCustomer, enabled: ['TICKET', 'FAQ'] }]),
    createSignedInUser(testApp.app, db, [staffEntries.service], internal),
    createSignedInUser(testApp.app, db, [staffEntries.salesRep], internal),
    // Staff without the on-behalf tool.
    createSignedInStaff(testApp.app, db, ['CUSTOMER_CREATION'], 'MASTER_DATA_APPROVER'),
  ]);
  await acceptTerms(db, outdoor, buyer);
  await acceptTerms(db, sporthaus, klaus);
  await acceptTerms(db, limitedCustomer, limited);
  tokens = {
    buyer: buyer.token,
    klaus: klaus.token,
    limited: limited.token,
    staff: staff.token,
    salesrep: salesrep.token,
    approver: approver.token,
  };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [outdoor, sporthaus, limitedCustomer]);
  await testApp.close();
});

const inSession = (token: string, sessionId: string) => ({ ...bearer(token), [onBehalfSessionHeader]: sessionId });

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function lastActiveAt(sessionId: string): Promise<Date | undefined> {
  const [row] = await testApp.database.db
    .select()
    .from(onBehalfSessions)
    .where(eq(onBehalfSessions.sessionId, sessionId));
  return row?.lastActiveAt;
}

async function idleFor(sessionId: string, minutes: number): Promise<void> {
  await testApp.database.db
    .update(onBehalfSessions)
    .set({ lastActiveAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(onBehalfSessions.sessionId, sessionId));
}

describe('the session clock', () => {
  it('answers the time left by the last activity without counting as activity, and Stay starts it again', async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    await idleFor(sessionId, 25);
    const before = await lastActiveAt(sessionId);
    const status = await inject(
      'GET',
      `/priv/api/v1/on-behalf/sessions/${sessionId}`,
      inSession(tokens.staff, sessionId),
    );
    expect(status.statusCode, status.body).toBe(200);
    const clock = onBehalfSessionStatusSchema.parse(status.json());
    expect(clock).toMatchObject({ sessionId, customerId: sporthaus, idleMinutes: 30, staffMayWrite: true });
    expect(clock.secondsLeft).toBeGreaterThan(4 * 60 + 50);
    expect(clock.secondsLeft).toBeLessThanOrEqual(5 * 60);
    expect(await lastActiveAt(sessionId)).toEqual(before);

    const extended = await inject(
      'POST',
      `/priv/api/v1/on-behalf/sessions/${sessionId}/extend`,
      inSession(tokens.staff, sessionId),
    );
    expect(extended.statusCode, extended.body).toBe(200);
    expect(onBehalfSessionStatusSchema.parse(extended.json()).secondsLeft).toBeGreaterThan(29 * 60);
    expect((await lastActiveAt(sessionId))?.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('refuses a session past its idle limit with the reason that ends the mode, and ends it as expired', async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    await idleFor(sessionId, 31);
    for (const [method, url] of [
      ['GET', `/priv/api/v1/on-behalf/sessions/${sessionId}`],
      ['POST', `/priv/api/v1/on-behalf/sessions/${sessionId}/extend`],
    ] as const) {
      // Without the header too: the clock judges the session it names in its path.
      const response = await inject(method, url, bearer(tokens.staff));
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ reason: onBehalfSessionEndedReason });
    }
    const [row] = await testApp.database.db
      .select()
      .from(onBehalfSessions)
      .where(eq(onBehalfSessions.sessionId, sessionId));
    expect(row?.endReason).toBe('expired');
  });

  it("refuses customers' users, staff without the tool, another staff user's session and no token", async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    for (const [method, url] of [
      ['GET', `/priv/api/v1/on-behalf/sessions/${sessionId}`],
      ['POST', `/priv/api/v1/on-behalf/sessions/${sessionId}/extend`],
    ] as const) {
      expect((await inject(method, url, bearer(tokens.klaus))).statusCode).toBe(403);
      expect((await inject(method, url, bearer(tokens.approver))).statusCode).toBe(403);
      expect((await inject(method, url, bearer(tokens.salesrep))).statusCode).toBe(404);
      expect((await inject(method, url, {})).statusCode).toBe(401);
    }
    // A malformed id names no session: 404 like an unknown one (the house's rule for paths), naming the field.
    const bad = await inject('GET', '/priv/api/v1/on-behalf/sessions/not-a-session', bearer(tokens.staff));
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ details: [{ field: 'sessionId' }] });
  });
});

describe('the customer overview', () => {
  it("answers the customer's facts, open orders, receivables, tickets, visits and last sign-in", async () => {
    // Its user Emma Collins has signed in (set-up), so the customer has a last sign-in.
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, outdoor);
    const response = await inject(
      'GET',
      `/priv/api/v1/on-behalf/overview?customer=${outdoor}`,
      inSession(tokens.staff, sessionId),
    );
    expect(response.statusCode, response.body).toBe(200);
    const overview = onBehalfOverviewSchema.parse(response.json());
    expect(overview).toMatchObject({ customerId: outdoor, legalName: outdoorName, staffMayWrite: true });
    // What the set-up wrote: the hierarchy (sold-to, ship-to, bill-to, payer), brand 40, one open order, one
    // invoice of 1,200 GBP overdue and owed, one open ticket.
    expect(overview.addresses.map((address) => address.partnerFunction)).toEqual(['SP', 'SH', 'BP', 'PY']);
    expect(overview.brands.map((brand) => brand.id)).toEqual(['40']);
    expect(overview.openOrders).toEqual({ count: 1 });
    expect(overview.overdueInvoices).toEqual({ count: 1, amounts: [{ currency: 'GBP', amount: 1200 }] });
    expect(overview.openTickets).toEqual({ count: 1 });
    expect(overview.credit).toEqual({
      limit: { currency: 'GBP', amount: 50000 },
      used: { currency: 'GBP', amount: 1200 },
    });
    expect(overview.staffVisits[0]).toMatchObject({ reason: 'Authorization test', endedAt: null });
    expect(overview.staffVisits[0]?.staffName).toMatch(/\S/);
    expect(overview.lastCustomerSignIn?.name).toBe('Emma Collins');
  });

  it('refuses customer users, staff without a session, for another customer or without the tool, no token', async () => {
    const url = `/priv/api/v1/on-behalf/overview?customer=${outdoor}`;
    const other = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    expect((await inject('GET', url, bearer(tokens.buyer))).statusCode).toBe(403);
    expect((await inject('GET', url, bearer(tokens.staff))).statusCode).toBe(403);
    expect((await inject('GET', url, inSession(tokens.staff, other))).statusCode).toBe(403);
    expect((await inject('GET', url, bearer(tokens.approver))).statusCode).toBe(403);
    expect((await inject('GET', url, {})).statusCode).toBe(401);
    const bad = await inject('GET', '/priv/api/v1/on-behalf/overview?customer=12', inSession(tokens.staff, other));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'customer' }] });
  });
});

describe("the customer's control over staff changing its data", () => {
  const consentUrl = '/priv/api/v1/on-behalf/consent';
  const contact = {
    firstName: 'Lena',
    lastName: 'Vogt',
    email: 'lena.vogt@example.com',
    phone: '+49 30 901820',
    roles: ['deliveries'],
  };

  it('is on by default; off, staff read but every write in the session is refused naming the setting', async () => {
    const initial = await inject('GET', `${consentUrl}?customer=${sporthaus}`, bearer(tokens.klaus));
    expect(initial.statusCode, initial.body).toBe(200);
    expect(onBehalfConsentSchema.parse(initial.json())).toMatchObject({ staffMayWrite: true, changes: [] });

    const off = await inject('PUT', consentUrl, bearer(tokens.klaus), { customer: sporthaus, staffMayWrite: false });
    expect(off.statusCode, off.body).toBe(200);
    const setting = onBehalfConsentSchema.parse(off.json());
    expect(setting.staffMayWrite).toBe(false);
    expect(setting.changes[0]).toMatchObject({ staffMayWrite: false, changedBy: expect.stringMatching(/\S/) });

    const sessionId = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    const headers = inSession(tokens.staff, sessionId);
    const write = await inject('POST', `/priv/api/v1/account/contacts?customer=${sporthaus}`, headers, contact);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ reason: onBehalfWritesOffReason });
    expect(write.json().message).toContain('staff may change data on our behalf');
    expect((await inject('GET', `/priv/api/v1/account/contacts?customer=${sporthaus}`, headers)).statusCode).toBe(200);
    const clock = await inject('GET', `/priv/api/v1/on-behalf/sessions/${sessionId}`, headers);
    expect(onBehalfSessionStatusSchema.parse(clock.json()).staffMayWrite).toBe(false);
    // Nothing was written: the access log shows no action of the session.
    const log = onBehalfAuditPageSchema.parse(
      (await inject('GET', `/priv/api/v1/on-behalf/audit?customer=${sporthaus}`, bearer(tokens.klaus))).json(),
    );
    expect(log.items.find((item) => item.sessionId === sessionId)?.actions).toEqual([]);
    // Ending the session is still allowed: it is the staff user's own.
    expect(
      (await inject('DELETE', `/priv/api/v1/on-behalf/sessions/${sessionId}`, bearer(tokens.staff))).statusCode,
    ).toBe(204);

    const on = await inject('PUT', consentUrl, bearer(tokens.klaus), { customer: sporthaus, staffMayWrite: true });
    expect(onBehalfConsentSchema.parse(on.json()).changes.map((change) => change.staffMayWrite)).toEqual([true, false]);
    const next = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    const allowed = await inject(
      'POST',
      `/priv/api/v1/account/contacts?customer=${sporthaus}`,
      inSession(tokens.staff, next),
      contact,
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it("refuses staff changing it, even in a session, another customer's users, users without companyInfo", async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    const body = { customer: sporthaus, staffMayWrite: false };
    expect((await inject('PUT', consentUrl, inSession(tokens.staff, sessionId), body)).statusCode).toBe(403);
    expect((await inject('PUT', consentUrl, bearer(tokens.staff), body)).statusCode).toBe(403);
    expect((await inject('PUT', consentUrl, bearer(tokens.buyer), body)).statusCode).toBe(403);
    expect((await inject('GET', `${consentUrl}?customer=${sporthaus}`, bearer(tokens.buyer))).statusCode).toBe(403);
    expect((await inject('GET', `${consentUrl}?customer=${sporthaus}`, bearer(tokens.staff))).statusCode).toBe(403);
    expect((await inject('GET', `${consentUrl}?customer=${limitedCustomer}`, bearer(tokens.limited))).statusCode).toBe(
      403,
    );
    expect((await inject('PUT', consentUrl, {}, body)).statusCode).toBe(401);
    const bad = await inject('PUT', consentUrl, bearer(tokens.klaus), { customer: sporthaus, staffMayWrite: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'staffMayWrite' }] });
    const consent = onBehalfConsentSchema.parse(
      (await inject('GET', `${consentUrl}?customer=${sporthaus}`, bearer(tokens.klaus))).json(),
    );
    expect(consent.staffMayWrite).toBe(true);
  });
});

describe('switching customers', () => {
  it('ends the first session as switched', async () => {
    const first = await startOnBehalf(testApp.app, tokens.staff, sporthaus);
    const ended = await inject(
      'DELETE',
      `/priv/api/v1/on-behalf/sessions/${first}?reason=switched`,
      bearer(tokens.staff),
    );
    expect(ended.statusCode).toBe(204);
    const log = onBehalfAuditPageSchema.parse(
      (await inject('GET', `/priv/api/v1/on-behalf/audit?customer=${sporthaus}`, bearer(tokens.klaus))).json(),
    );
    expect(log.items.find((item) => item.sessionId === first)).toMatchObject({ endReason: 'switched' });
  });
});
