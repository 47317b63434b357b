import { Workbook } from '@cj-tech-master/excelts';
import { vasServices } from '../../../src/modules/vas/menu-card.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

let testApp: TestApp;
/** Users of this file: an internal one with the VAS permission, a customer's user without it. */
let tokens: Record<'withVas' | 'withoutVas', string>;
let customerId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  const signIn = async (user: { username: string; password: string }) =>
    (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
  const withVas = await createTestUser(db, { companyType: 'internal' });
  await grantPrivileges(db, withVas.id, [{ customerId: null, enabled: ['VAS_MENU'] }]);
  customerId = await createTestCustomer(db);
  const withoutVas = await createTestUser(db);
  await grantPrivileges(db, withoutVas.id, [{ customerId, enabled: ['ORDER_INQUIRY_NEW'] }]);
  tokens = { withVas: await signIn(withVas), withoutVas: await signIn(withoutVas) };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [customerId]);
  await testApp.close();
});

const documentUrl = '/priv/api/v1/vas/document';

describe('GET /priv/api/v1/vas/document', () => {
  it('gives a user with the VAS permission the absolute address of the workbook, which is served', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: documentUrl, headers: bearer(tokens.withVas) });
    expect(response.statusCode).toBe(200);
    const address = new URL(response.json<string>());
    expect(address.pathname).toBe('/pub/api/v1/vas/vas-menu-card-cost-simulator.xlsx');

    const file = await testApp.app.inject({ method: 'GET', url: address.pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain('attachment');
    // An .xlsx file is a zip archive.
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const workbook = new Workbook();
    await workbook.xlsx.load(file.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Menu card', 'Cost simulator']);
    const simulator = workbook.getWorksheet('Cost simulator');
    expect(simulator?.getRow(1).font?.bold).toBe(true);
    expect(simulator?.getCell('E2').formula).toBe('C2*D2');
    expect(simulator?.getCell(`E${vasServices.length + 2}`).formula).toBe(`SUM(E2:E${vasServices.length + 1})`);
    expect(workbook.getWorksheet('Menu card')?.getCell('D2').value).toBe(vasServices[0]?.price);
  });

  it('refuses users without the VAS permission and calls without a token', async () => {
    const refused = await testApp.app.inject({ method: 'GET', url: documentUrl, headers: bearer(tokens.withoutVas) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', message: expect.any(String) });
    expect((await testApp.app.inject({ method: 'GET', url: documentUrl })).statusCode).toBe(401);
  });
});
