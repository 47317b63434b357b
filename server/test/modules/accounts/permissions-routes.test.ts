import { derivePermissions, type PermissionsRecord } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPrivilegeCodes as customerCodes } from '@portal/contracts';
import {
  createTestCustomer,
  grantPrivileges,
  personaIds,
  personaTokens,
  removeTestCustomers,
  type PersonaName,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

let testApp: TestApp;
let tokens: Record<PersonaName, string>;
let ids: Record<PersonaName, string>;
const testCustomers: string[] = [];

beforeAll(async () => {
  testApp = await buildTestApp();
  [tokens, ids] = await Promise.all([personaTokens(testApp.app), personaIds(testApp.database.db)]);
  testCustomers.push(await createTestCustomer(testApp.database.db), await createTestCustomer(testApp.database.db));
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await testApp.close();
});

function permissionsOf(persona: PersonaName) {
  return testApp.app.inject({
    method: 'GET',
    url: '/priv/api/admin/tools/permissions',
    headers: bearer(tokens[persona]),
  });
}

function adminCall(method: 'PUT' | 'POST', url: string, payload: object) {
  return testApp.app.inject({ method, url, headers: bearer(tokens.staff), payload });
}

describe('GET /priv/api/admin/tools/permissions', () => {
  it("describes an external user: their sold-to's entry and brands", async () => {
    const response = await permissionsOf('buyer');
    expect(response.statusCode).toBe(200);
    const record = response.json<PermissionsRecord>();
    expect(record).toMatchObject({
      userId: ids.buyer,
      userName: 'buyer@example.com',
      name: 'Emma',
      fullname: 'Emma Collins',
      passwordExpirationDate: null,
      language: 'en',
      creationReason: null,
      companyType: 'EXTERNAL',
      portalConfiguration: [{ language: 'en', username: 'buyer@example.com' }],
      // Eastpak/Jansport, Napapijri, The North Face, Timberland, Vans in catalogue order.
      activeBrands: ['10', '25', '40', '45', '50'],
    });
    expect(record.portalPrivileges).toEqual([
      expect.objectContaining({ customer: '1000101', enabled: [...customerCodes], role: 'CUSTOMER_ADMIN' }),
    ]);
    expect(derivePermissions(record, { soldToId: '1000101' })).toMatchObject({
      account: true,
      termsAndConditions: true,
      ecommerceExternal: true,
      onBehalf: false,
      adminTool: false,
    });
  });

  it('gives klaus@ his German language and the entries of multi@ in order', async () => {
    expect((await permissionsOf('klaus')).json()).toMatchObject({
      language: 'de',
      portalConfiguration: [{ language: 'de', username: 'klaus@example.com' }],
    });
    const multi = (await permissionsOf('multi')).json<PermissionsRecord>();
    expect(multi.portalPrivileges.map((entry) => entry.customer)).toEqual(['1000102', '1000103', '1000104']);
  });

  it('describes internal users: first entry without customer, every brand, the sales rep persona', async () => {
    const staff = (await permissionsOf('staff')).json<PermissionsRecord>();
    expect(staff).toMatchObject({ companyType: 'INTERNAL', language: 'en' });
    expect(staff.activeBrands).toEqual(['70', '60', '10', '65', '15', '25', '35', '40', '45', '50']);
    expect(staff.portalPrivileges[0]?.customer).toBe('');
    const flags = derivePermissions(staff, { soldToId: null });
    expect(flags).toMatchObject({ internal: true, onBehalf: true, adminTool: true, customerCreation: true, cms: true });
    const onBehalf = derivePermissions(staff, { soldToId: '1000101', actingOnBehalf: true });
    expect(onBehalf).toMatchObject({ companyInfo: true, ticketWrite: true, termsAndConditions: true, cms: false });

    const approver = derivePermissions((await permissionsOf('approver')).json(), { soldToId: null });
    expect(approver).toMatchObject({ customerCreation: true, customerCreationReview: true, onBehalf: true });
    expect(approver.adminTool).toBe(false);

    const salesrep = (await permissionsOf('salesrep')).json<PermissionsRecord>();
    expect(salesrep.creationReason).toBe('MANUAL');
    expect(salesrep.portalPrivileges[0]?.role).toMatch(/^SR_/);
    expect(derivePermissions(salesrep, { soldToId: null })).toMatchObject({ cancellationForm: true, onBehalf: true });
  });

  it('refuses a user without privileges with 403, which sends the portal to the waiting page', async () => {
    const response = await permissionsOf('pending');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: expect.any(String) });
  });
});

describe('admin tool', () => {
  it("replaces a user's entries and shows them to the admin", async () => {
    const user = await createTestUser(testApp.database.db);
    const [first = '', second = ''] = testCustomers;
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
      userIds: [user.id, '00000000-0000-4000-8000-000000000000', ids.buyer],
    });
    expect(retrieve.statusCode).toBe(200);
    const records = retrieve.json<PermissionsRecord[]>();
    expect(records.map((record) => record.userId)).toEqual([user.id, ids.buyer]);
    expect(records[0]?.portalPrivileges).toEqual(entries);
  });

  it('writes nothing when any entry is invalid', async () => {
    const user = await createTestUser(testApp.database.db);
    const [first = '', second = ''] = testCustomers;
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
    const internalEntry = { customer: testCustomers[0], enabled: ['FAQ'], role: 'STAFF', legacyBrandList: [] };
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
      userId: ids.klaus,
      userName: 'klaus@example.com',
      fullname: 'Klaus Berger',
      companyType: 'EXTERNAL',
      language: 'de',
    };
    for (const persona of ['klaus', 'staff'] as const) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/user/${ids.klaus}`,
        headers: bearer(tokens[persona]),
      });
      expect(response.json()).toEqual(summary);
    }
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/user/00000000-0000-4000-8000-000000000000',
      headers: bearer(tokens.staff),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
