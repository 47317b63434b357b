import { derivePermissions, type PermissionsRecord } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPrivilegeCodes as customerCodes } from '@portal/contracts';
import {
  createSignedInStaff,
  createSignedInUser,
  createTestCustomer,
  grantPrivileges,
  removeTestCustomers,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { createTestCustomerMaster } from '../../helpers/customer-masters.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

/**
 * The permissions records and the admin tool, over users of the test's own in the shapes the product knows: a
 * customer admin whose sold-to buys five brands, one reading in German, one with three sold-tos, one without any
 * privilege, and staff in the roles customer service, master-data approver and sales rep.
 */

type User = 'customer' | 'german' | 'multi' | 'noPrivileges' | 'service' | 'approver' | 'salesRep';

let testApp: TestApp;
let tokens: Record<User, string>;
let ids: Record<User, string>;
let usernames: Record<User, string>;
/** The customer's sold-to, `multi`'s three, and two spare sold-tos for the admin tool. */
let customerSoldTo: string;
let multiSoldTos: string[];
let testCustomers: string[] = [];

// The app, the sold-tos and the users' sign-ins are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { app, database } = testApp;
  const { db } = database;
  // Brands written out of catalogue order: the record names them in catalogue order.
  customerSoldTo = (await createTestCustomerMaster(db, { brands: ['50', '40', '10', '25', '45'] })).customerId;
  multiSoldTos = [await createTestCustomer(db), await createTestCustomer(db), await createTestCustomer(db)];
  const german = await createTestCustomer(db, { country: 'DE', language: 'de' });
  testCustomers.push(
    customerSoldTo,
    ...multiSoldTos,
    german,
    await createTestCustomer(db),
    await createTestCustomer(db),
  );
  const admin = (customerId: string) => ({ customerId, role: 'CUSTOMER_ADMIN', enabled: [...customerCodes] });
  const internal = { companyType: 'internal' } as const;
  const users = {
    customer: await createSignedInUser(app, db, [admin(customerSoldTo)], { givenName: 'Emma', familyName: 'Hale' }),
    german: await createSignedInUser(app, db, [admin(german)], {
      givenName: 'Klaus',
      familyName: 'Brenner',
      locale: 'de',
    }),
    multi: await createSignedInUser(app, db, multiSoldTos.map(admin)),
    noPrivileges: await createSignedInUser(app, db, []),
    service: await createSignedInStaff(app, db, staffEntries.service.enabled),
    approver: await createSignedInUser(app, db, [staffEntries.approver], internal),
    salesRep: await createSignedInUser(app, db, [staffEntries.salesRep], { ...internal, creationReason: 'MANUAL' }),
  };
  const of = <Value>(pick: (user: (typeof users)[User]) => Value) =>
    Object.fromEntries(Object.entries(users).map(([name, user]) => [name, pick(user)])) as Record<User, Value>;
  tokens = of((user) => user.token);
  ids = of((user) => user.id);
  usernames = of((user) => user.username);
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  testCustomers = [];
  await testApp.close();
});

/** The two spare sold-tos, for the admin tool's entries. */
const spareSoldTos = () => testCustomers.slice(-2);

function permissionsOf(user: User) {
  return testApp.app.inject({
    method: 'GET',
    url: '/priv/api/admin/tools/permissions',
    headers: bearer(tokens[user]),
  });
}

function adminCall(method: 'PUT' | 'POST', url: string, payload: object) {
  return testApp.app.inject({ method, url, headers: bearer(tokens.service), payload });
}

describe('GET /priv/api/admin/tools/permissions', () => {
  it("describes an external user: their sold-to's entry and brands", async () => {
    const response = await permissionsOf('customer');
    expect(response.statusCode).toBe(200);
    const record = response.json<PermissionsRecord>();
    expect(record).toMatchObject({
      userId: ids.customer,
      userName: usernames.customer,
      name: 'Emma',
      fullname: 'Emma Hale',
      passwordExpirationDate: null,
      language: 'en',
      creationReason: null,
      companyType: 'EXTERNAL',
      portalConfiguration: [{ language: 'en', username: usernames.customer }],
      // Eastpak/Jansport, Napapijri, The North Face, Timberland, Vans in catalogue order.
      activeBrands: ['10', '25', '40', '45', '50'],
    });
    expect(record.portalPrivileges).toEqual([
      expect.objectContaining({ customer: customerSoldTo, enabled: [...customerCodes], role: 'CUSTOMER_ADMIN' }),
    ]);
    expect(derivePermissions(record, { soldToId: customerSoldTo })).toMatchObject({
      account: true,
      termsAndConditions: true,
      ecommerceExternal: true,
      onBehalf: false,
      adminTool: false,
    });
  });

  it('gives a German-reading user the German language and a user of three sold-tos the entries in order', async () => {
    expect((await permissionsOf('german')).json()).toMatchObject({
      language: 'de',
      portalConfiguration: [{ language: 'de', username: usernames.german }],
    });
    const multi = (await permissionsOf('multi')).json<PermissionsRecord>();
    expect(multi.portalPrivileges.map((entry) => entry.customer)).toEqual(multiSoldTos);
  });

  it('describes internal users: first entry without customer, every brand, the sales rep', async () => {
    const staff = (await permissionsOf('service')).json<PermissionsRecord>();
    expect(staff).toMatchObject({ companyType: 'INTERNAL', language: 'en' });
    expect(staff.activeBrands).toEqual(['70', '60', '10', '65', '15', '25', '35', '40', '45', '50']);
    expect(staff.portalPrivileges[0]?.customer).toBe('');
    const flags = derivePermissions(staff, { soldToId: null });
    expect(flags).toMatchObject({ internal: true, onBehalf: true, adminTool: true, customerCreation: true, cms: true });
    const onBehalf = derivePermissions(staff, { soldToId: customerSoldTo, actingOnBehalf: true });
    expect(onBehalf).toMatchObject({ companyInfo: true, ticketWrite: true, termsAndConditions: true, cms: false });

    const approver = derivePermissions((await permissionsOf('approver')).json(), { soldToId: null });
    expect(approver).toMatchObject({ customerCreation: true, customerCreationReview: true, onBehalf: true });
    expect(approver.adminTool).toBe(false);

    const salesrep = (await permissionsOf('salesRep')).json<PermissionsRecord>();
    expect(salesrep.creationReason).toBe('MANUAL');
    expect(salesrep.portalPrivileges[0]?.role).toMatch(/^SR_/);
    expect(derivePermissions(salesrep, { soldToId: null })).toMatchObject({ cancellationForm: true, onBehalf: true });
  });

  it('refuses a user without privileges with 403, which sends the portal to the waiting page', async () => {
    const response = await permissionsOf('noPrivileges');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: expect.any(String) });
  });
});

describe('admin tool', () => {
  it("replaces a user's entries and shows them to the admin", async () => {
    const user = await createTestUser(testApp.database.db);
    const [first = '', second = ''] = spareSoldTos();
    const entries = [
      { customer: second, enabled: ['TICKET', 'FAQ'], role: 'CUSTOMER_USER', legacyBrandList: [] },
      {
        customer: first,
        enabled: ['B2B_ACCESS'],
        role: 'CUSTOMER_ADMIN',
        legacyBrandList: [{ module: 'B2B', brands: ['40'] }],
      },
    ];
    const update = await adminCall('PUT', '/api/admin/tools/permissions', {
      userId: user.id,
      portalPrivileges: entries,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json<PermissionsRecord>().portalPrivileges).toEqual(entries);

    const retrieve = await adminCall('POST', '/api/admin/tools/permissions/users/retrieve', {
      userIds: [user.id, '00000000-0000-4000-8000-000000000000', ids.customer],
    });
    expect(retrieve.statusCode).toBe(200);
    const records = retrieve.json<PermissionsRecord[]>();
    expect(records.map((record) => record.userId)).toEqual([user.id, ids.customer]);
    expect(records[0]?.portalPrivileges).toEqual(entries);
  });

  it('writes nothing when any entry is invalid', async () => {
    const user = await createTestUser(testApp.database.db);
    const [first = '', second = ''] = spareSoldTos();
    await grantPrivileges(testApp.database.db, user.id, [{ customerId: first, enabled: ['FAQ'] }]);
    const valid = { customer: first, enabled: ['TICKET'], role: 'CUSTOMER_USER', legacyBrandList: [] };
    const invalid = [
      [{ ...valid }, { ...valid, customer: second, enabled: ['FAQ', 'TELEPORT'] }],
      [{ ...valid }, { ...valid, customer: '888888888' }],
      [{ ...valid }, { ...valid }],
      [{ ...valid, customer: '' }],
    ];
    for (const portalPrivileges of invalid) {
      const response = await adminCall('PUT', '/api/admin/tools/permissions', { userId: user.id, portalPrivileges });
      expect(response.statusCode, response.body).toBe(400);
    }
    const [record] = (
      await adminCall('POST', '/api/admin/tools/permissions/users/retrieve', { userIds: [user.id] })
    ).json<PermissionsRecord[]>();
    expect(record?.portalPrivileges).toEqual([
      { customer: first, enabled: ['FAQ'], role: 'CUSTOMER_USER', legacyBrandList: [] },
    ]);
  });

  it('refuses a customer on an internal entry and answers 404 for an unknown user', async () => {
    const internalEntry = { customer: spareSoldTos()[0], enabled: ['FAQ'], role: 'STAFF', legacyBrandList: [] };
    const internal = await adminCall('PUT', '/api/admin/tools/permissions', {
      userId: ids.approver,
      portalPrivileges: [internalEntry],
    });
    expect(internal.json()).toMatchObject({ details: [{ field: 'portalPrivileges.0.customer' }] });
    const unknown = await adminCall('PUT', '/api/admin/tools/permissions', {
      userId: '00000000-0000-4000-8000-000000000000',
      portalPrivileges: [],
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/v1/user/{id}', () => {
  it('summarizes the user for themselves and for an admin; 404 for nobody', async () => {
    const summary = {
      userId: ids.german,
      userName: usernames.german,
      fullname: 'Klaus Brenner',
      companyType: 'EXTERNAL',
      language: 'de',
    };
    for (const caller of ['german', 'service'] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/user/${ids.german}`,
        headers: bearer(tokens[caller]),
      });
      expect(response.json()).toEqual(summary);
    }
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/user/00000000-0000-4000-8000-000000000000',
      headers: bearer(tokens.service),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
