import {
  onBehalfAuditPageSchema,
  onBehalfConsentSchema,
  onBehalfOverviewSchema,
  onBehalfSessionEndedReason,
  onBehalfSessionHeader,
  onBehalfSessionStatusSchema,
  onBehalfWritesOffReason,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onBehalfSessions } from '../../../src/db/schema/index.ts';
import { grantPrivileges, personaTokens, startOnBehalf } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

/**
 * The on-behalf desk (issue 34): the session's clock and its extension, the customer overview, the customer's
 * control over staff changing its data, and a session ended by switching customers; each with its refusals.
 */

let testApp: TestApp;
let tokens: Record<'buyer' | 'klaus' | 'limited' | 'staff' | 'salesrep' | 'approver', string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  // Staff without the on-behalf tool: a user of this file's own, so the shared PostgreSQL of CI keeps approver@ as
  // seeded for the files that run later.
  const masterData = await createTestUser(testApp.database.db, { companyType: 'internal' });
  await grantPrivileges(testApp.database.db, masterData.id, [
    { customerId: null, enabled: ['CUSTOMER_CREATION'], role: 'MASTER_DATA_APPROVER' },
  ]);
  const [personas, signedIn] = await Promise.all([
    personaTokens(testApp.app, ['buyer', 'klaus', 'limited', 'staff', 'salesrep']),
    new Browser(testApp.app).signIn(masterData.username, masterData.password),
  ]);
  tokens = { ...personas, approver: signedIn.access_token };
});

afterAll(() => testApp.close());

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
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000107');
    await idleFor(sessionId, 25);
    const before = await lastActiveAt(sessionId);
    const status = await inject(
      'GET',
      `/priv/api/v1/on-behalf/sessions/${sessionId}`,
      inSession(tokens.staff, sessionId),
    );
    expect(status.statusCode, status.body).toBe(200);
    const clock = onBehalfSessionStatusSchema.parse(status.json());
    expect(clock).toMatchObject({ sessionId, customerId: '1000107', idleMinutes: 30, staffMayWrite: true });
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
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000107');
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
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000107');
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
  it("answers buyer@'s customer's facts, open orders, receivables, tickets, visits and last sign-in", async () => {
    // buyer@ has signed in (personaTokens), so the customer has a last sign-in.
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000101');
    const response = await inject(
      'GET',
      '/priv/api/v1/on-behalf/overview?customer=1000101',
      inSession(tokens.staff, sessionId),
    );
    expect(response.statusCode, response.body).toBe(200);
    const overview = onBehalfOverviewSchema.parse(response.json());
    expect(overview).toMatchObject({ customerId: '1000101', legalName: 'Collins Outdoor Ltd', staffMayWrite: true });
    expect(overview.addresses.length).toBeGreaterThan(0);
    expect(overview.brands.map((brand) => brand.id)).toContain('40');
    expect(overview.openOrders?.count).toBeGreaterThan(0);
    expect(overview.overdueInvoices).not.toBeNull();
    expect(overview.openTickets).not.toBeNull();
    expect(overview.credit).not.toBeNull();
    expect(overview.staffVisits[0]).toMatchObject({ reason: 'Authorization test', endedAt: null });
    expect(overview.staffVisits[0]?.staffName).toMatch(/\S/);
    expect(overview.lastCustomerSignIn?.name).toBe('Emma Collins');
  });

  it('refuses customer users, staff without a session, for another customer or without the tool, no token', async () => {
    const url = '/priv/api/v1/on-behalf/overview?customer=1000101';
    const other = await startOnBehalf(testApp.app, tokens.staff, '1000107');
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
    const initial = await inject('GET', `${consentUrl}?customer=1000107`, bearer(tokens.klaus));
    expect(initial.statusCode, initial.body).toBe(200);
    expect(onBehalfConsentSchema.parse(initial.json())).toMatchObject({ staffMayWrite: true, changes: [] });

    const off = await inject('PUT', consentUrl, bearer(tokens.klaus), { customer: '1000107', staffMayWrite: false });
    expect(off.statusCode, off.body).toBe(200);
    const setting = onBehalfConsentSchema.parse(off.json());
    expect(setting.staffMayWrite).toBe(false);
    expect(setting.changes[0]).toMatchObject({ staffMayWrite: false, changedBy: expect.stringMatching(/\S/) });

    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000107');
    const headers = inSession(tokens.staff, sessionId);
    const write = await inject('POST', '/priv/api/v1/account/contacts?customer=1000107', headers, contact);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ reason: onBehalfWritesOffReason });
    expect(write.json().message).toContain('staff may change data on our behalf');
    expect((await inject('GET', '/priv/api/v1/account/contacts?customer=1000107', headers)).statusCode).toBe(200);
    const clock = await inject('GET', `/priv/api/v1/on-behalf/sessions/${sessionId}`, headers);
    expect(onBehalfSessionStatusSchema.parse(clock.json()).staffMayWrite).toBe(false);
    // Nothing was written: the access log shows no action of the session.
    const log = onBehalfAuditPageSchema.parse(
      (await inject('GET', '/priv/api/v1/on-behalf/audit?customer=1000107', bearer(tokens.klaus))).json(),
    );
    expect(log.items.find((item) => item.sessionId === sessionId)?.actions).toEqual([]);
    // Ending the session is still allowed: it is the staff user's own.
    expect(
      (await inject('DELETE', `/priv/api/v1/on-behalf/sessions/${sessionId}`, bearer(tokens.staff))).statusCode,
    ).toBe(204);

    const on = await inject('PUT', consentUrl, bearer(tokens.klaus), { customer: '1000107', staffMayWrite: true });
    expect(onBehalfConsentSchema.parse(on.json()).changes.map((change) => change.staffMayWrite)).toEqual([true, false]);
    const next = await startOnBehalf(testApp.app, tokens.staff, '1000107');
    const allowed = await inject(
      'POST',
      '/priv/api/v1/account/contacts?customer=1000107',
      inSession(tokens.staff, next),
      contact,
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it("refuses staff changing it, even in a session, another customer's users, users without companyInfo", async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000107');
    const body = { customer: '1000107', staffMayWrite: false };
    expect((await inject('PUT', consentUrl, inSession(tokens.staff, sessionId), body)).statusCode).toBe(403);
    expect((await inject('PUT', consentUrl, bearer(tokens.staff), body)).statusCode).toBe(403);
    expect((await inject('PUT', consentUrl, bearer(tokens.buyer), body)).statusCode).toBe(403);
    expect((await inject('GET', `${consentUrl}?customer=1000107`, bearer(tokens.buyer))).statusCode).toBe(403);
    expect((await inject('GET', `${consentUrl}?customer=1000107`, bearer(tokens.staff))).statusCode).toBe(403);
    expect((await inject('GET', `${consentUrl}?customer=1000106`, bearer(tokens.limited))).statusCode).toBe(403);
    expect((await inject('PUT', consentUrl, {}, body)).statusCode).toBe(401);
    const bad = await inject('PUT', consentUrl, bearer(tokens.klaus), { customer: '1000107', staffMayWrite: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'staffMayWrite' }] });
    const consent = onBehalfConsentSchema.parse(
      (await inject('GET', `${consentUrl}?customer=1000107`, bearer(tokens.klaus))).json(),
    );
    expect(consent.staffMayWrite).toBe(true);
  });
});

describe('switching customers', () => {
  it('ends the first session as switched', async () => {
    const first = await startOnBehalf(testApp.app, tokens.staff, '1000107');
    const ended = await inject(
      'DELETE',
      `/priv/api/v1/on-behalf/sessions/${first}?reason=switched`,
      bearer(tokens.staff),
    );
    expect(ended.statusCode).toBe(204);
    const log = onBehalfAuditPageSchema.parse(
      (await inject('GET', '/priv/api/v1/on-behalf/audit?customer=1000107', bearer(tokens.klaus))).json(),
    );
    expect(log.items.find((item) => item.sessionId === first)).toMatchObject({ endReason: 'switched' });
  });
});
