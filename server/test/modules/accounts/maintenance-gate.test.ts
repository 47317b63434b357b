import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

/**
 * Maintenance (spec 2.3, ADR 071): with MAINTENANCE_MODE, or inside a planned maintenance, the API refuses the
 * `/priv` calls of everyone but staff with the admin tool; the calls the portal makes to learn who the user is
 * still answer. Each app has users and a customer of its own.
 */

type Persona = 'customer' | 'staff' | 'admin';

interface MaintenanceApp {
  testApp: TestApp;
  tokens: Record<Persona, string>;
  customerId: string;
}

async function startApp(env: Record<string, string>): Promise<MaintenanceApp> {
  const testApp = await buildTestApp(env);
  const { db } = testApp.database;
  const customerId = await createTestCustomer(db);
  const customer = await createTestUser(db);
  await grantPrivileges(db, customer.id, [{ customerId, enabled: ['ORDER_INQUIRY_NEW', 'FAQ'] }]);
  // Staff without the admin tool, and staff with it (internal users' first entry names no customer).
  const staff = await createTestUser(db, { companyType: 'internal' });
  await grantPrivileges(db, staff.id, [{ customerId: null, enabled: ['ON_BEHALF', 'FAQ'], role: 'INTERNAL' }]);
  const admin = await createTestUser(db, { companyType: 'internal' });
  await grantPrivileges(db, admin.id, [{ customerId: null, enabled: ['ADMIN_TOOL', 'FAQ'], role: 'INTERNAL' }]);
  const signIn = async (user: TestUser) =>
    (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
  const [customerToken, staffToken, adminToken] = await Promise.all([signIn(customer), signIn(staff), signIn(admin)]);
  return { testApp, customerId, tokens: { customer: customerToken, staff: staffToken, admin: adminToken } };
}

async function stopApp({ testApp, customerId }: MaintenanceApp): Promise<void> {
  await removeTestCustomers(testApp.database.db, [customerId]);
  await testApp.close();
}

function get({ testApp }: MaintenanceApp, token: string, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: bearer(token) });
}

const contentCall = '/priv/api/v1/cms/contents-faq/en';
const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('MAINTENANCE_MODE=true', () => {
  let maintenance: MaintenanceApp;

  beforeAll(async () => {
    maintenance = await startApp({ MAINTENANCE_MODE: 'true' });
  });

  afterAll(async () => {
    await stopApp(maintenance);
  });

  it.each(['customer', 'staff'] as const)('refuses the %s a /priv call with 503 and the reason', async (persona) => {
    const refused = await get(maintenance, maintenance.tokens[persona], contentCall);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      error: 'Service Unavailable',
      message: expect.stringContaining('under maintenance'),
      reason: 'maintenance',
    });
    // Refused before its own sold-to or input is looked at.
    const ownSoldTos = await get(maintenance, maintenance.tokens[persona], '/priv/api/v1/user/customers');
    expect(ownSoldTos.statusCode).toBe(503);
  });

  it('lets staff with the admin tool through', async () => {
    const passed = await get(maintenance, maintenance.tokens.admin, contentCall);
    expect(passed.statusCode).toBe(200);
  });

  it('still answers what the portal asks to learn who the user is: the permissions record and labels', async () => {
    for (const persona of ['customer', 'staff', 'admin'] as const) {
      const permissions = await get(maintenance, maintenance.tokens[persona], '/priv/api/admin/tools/permissions');
      expect(permissions.statusCode, persona).toBe(200);
      expect((await get(maintenance, maintenance.tokens[persona], '/priv/api/v1/labels/en-US')).statusCode).toBe(200);
    }
  });

  it('tells the portal in its runtime configuration', async () => {
    const config = await maintenance.testApp.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
    expect(config.json()).toMatchObject({ maintenance: true, plannedMaintenance: null });
  });
});

describe('a planned maintenance (MAINTENANCE_FROM, MAINTENANCE_UNTIL)', () => {
  it('refuses the customer inside the window and lets the admin through', async () => {
    const inside = await startApp({ MAINTENANCE_FROM: at(-hour), MAINTENANCE_UNTIL: at(hour) });
    try {
      expect((await get(inside, inside.tokens.customer, contentCall)).json()).toMatchObject({ reason: 'maintenance' });
      expect((await get(inside, inside.tokens.admin, contentCall)).statusCode).toBe(200);
    } finally {
      await stopApp(inside);
    }
  });

  it('refuses nobody before it starts or after it ended, and announces the one ahead', async () => {
    const ahead = { MAINTENANCE_FROM: at(hour), MAINTENANCE_UNTIL: at(2 * hour) };
    const before = await startApp(ahead);
    try {
      expect((await get(before, before.tokens.customer, contentCall)).statusCode).toBe(200);
      expect((await get(before, before.tokens.staff, contentCall)).statusCode).toBe(200);
      const config = await before.testApp.app.inject({ method: 'GET', url: '/pub/api/v1/config' });
      expect(config.json()).toMatchObject({
        maintenance: false,
        plannedMaintenance: { from: ahead.MAINTENANCE_FROM, until: ahead.MAINTENANCE_UNTIL },
      });
    } finally {
      await stopApp(before);
    }
    const ended = await startApp({ MAINTENANCE_FROM: at(-2 * hour), MAINTENANCE_UNTIL: at(-hour) });
    try {
      expect((await get(ended, ended.tokens.customer, contentCall)).statusCode).toBe(200);
    } finally {
      await stopApp(ended);
    }
  });
});
