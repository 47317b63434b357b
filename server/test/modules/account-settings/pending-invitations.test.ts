import { randomUUID } from 'node:crypto';
import {
  accountUserListSchema,
  invitationDecidedSchema,
  invitedColleagueSchema,
  onBehalfSessionHeader,
  pendingInvitationListSchema,
} from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingInvitations, users } from '../../../src/db/schema/index.ts';
import {
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
  startOnBehalf,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { outboxFor, waitForMails } from '../../helpers/outbox.ts';
import { createTestUser } from '../../helpers/users.ts';

/**
 * Invitations to known domains or with a staff approval (ADR 050, issue 30 L1): a sold-to's known domains are those
 * of its activated users, free-mail never; any other address waits for staff with the admin tool, or with
 * customerVisibility in an on-behalf session for that customer, who approve (the invitation is sent) or decline.
 */

let testApp: TestApp;
/** Two sold-tos of their own, each with an inviter on its own company domain. */
let ours: { customerId: string; token: string; domain: string };
let theirs: { customerId: string; token: string; domain: string };
let tokens: Record<'buyer' | 'staff' | 'approver' | 'salesrep', string>;
let staffId: string;
let buyerCustomer: string;
/** Internal users without the admin tool, with customerVisibility on behalf, each in a session for one sold-to. */
let visitorOfOurs: Record<string, string>;
let visitorOfTheirs: Record<string, string>;

const list = '/priv/api/v1/account/pending-invitations';
const decisionUrl = (invitationId: string) => `${list}/${invitationId}/decision`;
const invitation = (email: string) => ({ email, firstName: 'Nora', lastName: 'Quinn', language: 'en' });

const invite = (token: string, customerId: string, email: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/priv/api/v1/account/colleagues?customer=${customerId}`,
    headers: bearer(token),
    payload: invitation(email),
  });

async function inviterOf(customerId: string, domain: string) {
  const user = await createTestUser(testApp.database.db, { username: `inviter-${randomUUID()}@${domain}` });
  await grantPrivileges(testApp.database.db, user.id, [{ customerId, enabled: ['CLONE_USER', 'CONTACTS'] }]);
  return (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
}

async function visitorOf(customerId: string): Promise<Record<string, string>> {
  const user = await createTestUser(testApp.database.db, { companyType: 'internal' });
  await grantPrivileges(testApp.database.db, user.id, [
    {
      customerId: null,
      enabled: ['ON_BEHALF', 'ON_BEHALF_CUSTOMER_VISIBILITY', 'ON_BEHALF_CONTACTS'],
      role: 'CUSTOMER_SERVICE',
    },
  ]);
  const token = (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
  return { ...bearer(token), [onBehalfSessionHeader]: await startOnBehalf(testApp.app, token, customerId) };
}

/** A new pending invitation of an inviter of `customer` to an outside address; its id and version as staff list it. */
async function pendingFor(customer: typeof ours) {
  const email = `outside-${randomUUID()}@partner-${randomUUID().slice(0, 8)}.example`;
  // An inviter of their own each time: one user may invite only a few colleagues an hour.
  const inviter = await inviterOf(customer.customerId, customer.domain);
  expect((await invite(inviter, customer.customerId, email)).statusCode).toBe(201);
  const items = pendingInvitationListSchema.parse(
    (await testApp.app.inject({ method: 'GET', url: list, headers: bearer(tokens.staff) })).json(),
  ).items;
  const found = items.find((item) => item.email === email);
  if (!found) throw new Error(`${email} is not pending`);
  return found;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  const [ourId, theirId] = [await createTestCustomer(db), await createTestCustomer(db)] as [string, string];
  ours = { customerId: ourId, domain: `ours-${ourId}.example`, token: '' };
  theirs = { customerId: theirId, domain: `theirs-${theirId}.example`, token: '' };
  ours.token = await inviterOf(ours.customerId, ours.domain);
  theirs.token = await inviterOf(theirs.customerId, theirs.domain);
  // A customer user who may invite on another sold-to; staff with the admin tool; staff with neither it nor the
  // customer visibility (the demo's approver and sales rep).
  buyerCustomer = await createTestCustomer(db);
  const buyer = await createSignedInUser(testApp.app, db, [
    { customerId: buyerCustomer, role: 'CUSTOMER_ADMIN', enabled: ['CLONE_USER', 'CONTACTS'] },
  ]);
  const staff = await createSignedInStaff(testApp.app, db, ['ADMIN_TOOL', 'ON_BEHALF', 'ON_BEHALF_CONTACTS']);
  const onBehalfOnly = ['ON_BEHALF', 'ON_BEHALF_CONTACTS', 'ON_BEHALF_COMPANY_INFO'];
  const approver = await createSignedInStaff(testApp.app, db, onBehalfOnly, 'MASTER_DATA_APPROVER');
  const salesrep = await createSignedInStaff(testApp.app, db, onBehalfOnly, 'SR_EMEA_SALES');
  tokens = { buyer: buyer.token, staff: staff.token, approver: approver.token, salesrep: salesrep.token };
  staffId = staff.id;
  visitorOfOurs = await visitorOf(ours.customerId);
  visitorOfTheirs = await visitorOf(theirs.customerId);
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [ours.customerId, theirs.customerId, buyerCustomer]);
  await testApp.close();
});

describe('inviting to a known domain or any other address', () => {
  it('sends an invitation to a domain of an activated user at once', async () => {
    const email = `colleague-${randomUUID()}@${ours.domain}`;
    const response = await invite(ours.token, ours.customerId, email);
    expect(response.statusCode).toBe(201);
    expect(invitedColleagueSchema.parse(response.json()).delivery).toBe('sent');
    expect(await waitForMails(testApp.app, email)).toHaveLength(1);
  });

  it('makes any other address wait: the same answer, no account, no mail', async () => {
    const email = `outside-${randomUUID()}@elsewhere.example`;
    const response = await invite(ours.token, ours.customerId, email);
    expect(response.statusCode).toBe(201);
    expect(invitedColleagueSchema.parse(response.json())).toMatchObject({
      delivery: 'sentOrAwaitingApproval',
      email,
      customerId: ours.customerId,
    });
    const { db } = testApp.database;
    expect(await db.select().from(users).where(eq(users.username, email))).toEqual([]);
    expect(await outboxFor(testApp.app, email)).toEqual([]);
    const [row] = await db.select().from(pendingInvitations).where(eq(pendingInvitations.email, email));
    expect(row).toMatchObject({ customerId: ours.customerId, state: 'pending', version: 1 });
  });

  it('never counts a free-mail domain as known, even when an activated user has it', async () => {
    const { db } = testApp.database;
    const user = await createTestUser(db, { username: `someone-${randomUUID()}@gmail.com` });
    await grantPrivileges(db, user.id, [{ customerId: ours.customerId, enabled: ['CONTACTS'] }]);
    const email = `friend-${randomUUID()}@gmail.com`;
    const response = await invite(ours.token, ours.customerId, email);
    expect(invitedColleagueSchema.parse(response.json()).delivery).toBe('sentOrAwaitingApproval');
    expect(await outboxFor(testApp.app, email)).toEqual([]);
  });

  it('does not count the domain of an invited user who has not set a password yet', async () => {
    // An approved invitation makes an account that is not activated: its domain stays unknown until it is.
    const pending = await pendingFor(ours);
    await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(pending.invitationId),
      headers: bearer(tokens.staff),
      payload: { decision: 'approve', version: pending.version },
    });
    const sameDomain = `second-${randomUUID()}@${pending.email.split('@')[1]}`;
    const response = await invite(ours.token, ours.customerId, sameDomain);
    expect(invitedColleagueSchema.parse(response.json()).delivery).toBe('sentOrAwaitingApproval');
  });

  it("shows a waiting invitation in the sold-to's people list with its state", async () => {
    const pending = await pendingFor(ours);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/priv/api/v1/account/users?customer=${ours.customerId}`,
      headers: bearer(ours.token),
    });
    const people = accountUserListSchema.parse(response.json());
    expect(people.pendingInvitations).toContainEqual(
      expect.objectContaining({ invitationId: pending.invitationId, email: pending.email, state: 'pending' }),
    );
    expect(people.items.map((person) => person.email)).not.toContain(pending.email);
  });
});

describe('who may list and decide (authorization matrix)', () => {
  const callers = () => ({
    'customer user (buyer, cloneUser)': bearer(tokens.buyer),
    'customer user who invited': bearer(ours.token),
    'staff without rights (approver)': bearer(tokens.approver),
    'staff without rights (salesrep)': bearer(tokens.salesrep),
  });

  it.each([
    'customer user (buyer, cloneUser)',
    'customer user who invited',
    'staff without rights (approver)',
    'staff without rights (salesrep)',
  ])('refuses %s: 403 on the list and on a decision, nothing decided', async (name) => {
    const headers = callers()[name as keyof ReturnType<typeof callers>];
    const pending = await pendingFor(ours);
    const listed = await testApp.app.inject({ method: 'GET', url: list, headers });
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    const decided = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(pending.invitationId),
      headers,
      payload: { decision: 'approve', version: pending.version },
    });
    expect(decided.statusCode).toBe(403);
    const [row] = await testApp.database.db
      .select()
      .from(pendingInvitations)
      .where(eq(pendingInvitations.invitationId, pending.invitationId));
    expect(row?.state).toBe('pending');
    expect(await outboxFor(testApp.app, pending.email)).toEqual([]);
  });

  it('refuses a call without a token (401)', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
  });

  it('shows staff on behalf only the invitations of their session customer, and refuses another customer’s', async () => {
    const ourPending = await pendingFor(ours);
    const theirPending = await pendingFor(theirs);
    const listed = pendingInvitationListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: list, headers: visitorOfOurs })).json(),
    ).items;
    expect(listed.map((item) => item.invitationId)).toContain(ourPending.invitationId);
    expect(listed.every((item) => item.customerId === ours.customerId)).toBe(true);

    const refused = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(theirPending.invitationId),
      headers: visitorOfOurs,
      payload: { decision: 'approve', version: theirPending.version },
    });
    expect(refused.statusCode).toBe(404);
    expect(await outboxFor(testApp.app, theirPending.email)).toEqual([]);

    const allowed = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(theirPending.invitationId),
      headers: visitorOfTheirs,
      payload: { decision: 'decline', version: theirPending.version },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses staff with customerVisibility outside an on-behalf session (403)', async () => {
    const { authorization = '' } = visitorOfOurs;
    const response = await testApp.app.inject({ method: 'GET', url: list, headers: { authorization } });
    expect(response.statusCode).toBe(403);
  });

  it('shows staff with the admin tool the invitations of every customer', async () => {
    const ourPending = await pendingFor(ours);
    const theirPending = await pendingFor(theirs);
    const response = await testApp.app.inject({ method: 'GET', url: list, headers: bearer(tokens.staff) });
    expect(response.statusCode).toBe(200);
    const ids = pendingInvitationListSchema.parse(response.json()).items.map((item) => item.invitationId);
    expect(ids).toEqual(expect.arrayContaining([ourPending.invitationId, theirPending.invitationId]));
  });
});

describe('deciding', () => {
  it('approval sends the invitation exactly as one to a known domain: an account with the copied rights and its mail', async () => {
    const pending = await pendingFor(ours);
    const response = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(pending.invitationId),
      headers: bearer(tokens.staff),
      payload: { decision: 'approve', version: pending.version },
    });
    expect(response.statusCode).toBe(200);
    expect(invitationDecidedSchema.parse(response.json())).toMatchObject({ state: 'approved' });
    const [mail] = await waitForMails(testApp.app, pending.email);
    expect(mail?.text).toContain('/idp/reset-password?');
    const [user] = await testApp.database.db.select().from(users).where(eq(users.username, pending.email));
    expect(user).toMatchObject({ givenName: 'Nora', familyName: 'Quinn', companyType: 'external' });
  });

  it('decline removes it from the lists, keeps who decided and when, and sends nothing', async () => {
    const pending = await pendingFor(ours);
    const response = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(pending.invitationId),
      headers: bearer(tokens.staff),
      payload: { decision: 'decline', version: pending.version },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select()
      .from(pendingInvitations)
      .where(eq(pendingInvitations.invitationId, pending.invitationId));
    expect(row).toMatchObject({ state: 'declined', decidedBy: staffId, decidedAt: expect.any(Date) });
    expect(await outboxFor(testApp.app, pending.email)).toEqual([]);
    const listed = pendingInvitationListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: list, headers: bearer(tokens.staff) })).json(),
    ).items;
    expect(listed.map((item) => item.invitationId)).not.toContain(pending.invitationId);
    const again = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(pending.invitationId),
      headers: bearer(tokens.staff),
      payload: { decision: 'approve', version: pending.version },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets only one of two staff deciding at once send it', async () => {
    const pending = await pendingFor(ours);
    const decide = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: decisionUrl(pending.invitationId),
        headers,
        payload: { decision: 'approve', version: pending.version },
      });
    const answers = await Promise.all([decide(bearer(tokens.staff)), decide(visitorOfOurs)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await waitForMails(testApp.app, pending.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outboxFor(testApp.app, pending.email)).toHaveLength(1);
    const [{ count } = { count: 0 }] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.username, pending.email));
    expect(count).toBe(1);
  });

  it('answers a bad decision with 400 naming the field, an unknown or malformed id with 404, a stale version with 409', async () => {
    const pending = await pendingFor(ours);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(pending.invitationId),
      headers: bearer(tokens.staff),
      payload: { decision: 'maybe', version: pending.version },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('decision');
    const badId = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl('not-an-id'),
      headers: bearer(tokens.staff),
      payload: { decision: 'approve', version: 1 },
    });
    // A path parameter that names nothing is an unknown record (the error handler's rule).
    expect(badId.statusCode).toBe(404);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(randomUUID()),
      headers: bearer(tokens.staff),
      payload: { decision: 'approve', version: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const stale = await testApp.app.inject({
      method: 'POST',
      url: decisionUrl(pending.invitationId),
      headers: bearer(tokens.staff),
      payload: { decision: 'approve', version: pending.version + 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(await outboxFor(testApp.app, pending.email)).toEqual([]);
  });
});
