import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestDetailSchema, storedVatCheckSchema, type RequestDetail } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser, type TestUser } from '../../helpers/users.ts';

/**
 * A VAT id VIES could not check at submission is kept with the request, with the time it was tried, for the
 * reviewer, who may check it again (ADR 071). VIES is a local fake whose answer the test switches; the staff users
 * and the customer are the file's own.
 */

type ViesMode = 'down' | 'valid' | 'invalid' | 'silent';
let viesMode: ViesMode = 'down';
let viesCalls = 0;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** VIES's documented shapes: a looked-up number, or `errorWrappers` for a member state that does not answer. */
function answer(request: IncomingMessage, response: ServerResponse) {
  request.resume();
  request.on('end', () => {
    viesCalls += 1;
    if (viesMode === 'silent') return;
    if (viesMode === 'down') {
      json(response, 500, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE', message: null }] });
      return;
    }
    json(response, 200, { countryCode: 'DE', vatNumber: '136695976', valid: viesMode === 'valid', name: '---' });
  });
}

const vatChecksUrl = '/priv/api/v1/customer-creation-vat-checks';
const base = '/priv/api/v1/customer-creation-requests';

let vies: Server;
let testApp: TestApp;
let customerId: string;
const tokens: Partial<Record<'submitter' | 'reviewer', string>> = {};

function send(who: 'submitter' | 'reviewer', method: 'GET' | 'POST', url: string, payload?: unknown) {
  return testApp.app.inject({ method, url, headers: bearer(tokens[who] ?? ''), ...(payload ? { payload } : {}) });
}

async function detail(who: 'submitter' | 'reviewer', requestId: string): Promise<RequestDetail> {
  return requestDetailSchema.parse((await send(who, 'GET', `${base}/${requestId}`)).json());
}

function checkAgain(who: 'submitter' | 'reviewer', requestId: string) {
  return send(who, 'POST', vatChecksUrl, { requestId });
}

const newCustomer = {
  legalName: 'Hochtal Sport GmbH',
  tradingName: 'Hochtal',
  vatId: 'DE136695976',
  registrationNumber: 'HRB 4711',
  legalForm: 'GmbH',
  language: 'de',
  currency: 'EUR',
  soldTo: { name: 'Hochtal Sport GmbH', street: 'Bergweg 2', postcode: '87561', city: 'Oberstdorf', country: 'DE' },
  shipTos: [{ name: 'Hochtal Sport', street: 'Bergweg 2', postcode: '87561', city: 'Oberstdorf', country: 'DE' }],
  contacts: [{ name: 'Lena Hochtal', email: 'lena@hochtal.example', phone: '+49 8322 12345', country: 'DE' }],
  brands: [{ brandId: '40', division: '10', expectedSeasonVolume: 50000 }],
  paymentTerms: 'NET30',
  salesRep: { name: 'Paul Reiter', email: 'paul.reiter@example.test' },
};

/** A new-customer request submitted by the submitter while VIES is in `mode`. */
async function submitted(mode: ViesMode): Promise<RequestDetail> {
  const created = await send('submitter', 'POST', base, { kind: 'new_customer', data: newCustomer });
  expect(created.statusCode, created.body).toBe(201);
  const draft = requestDetailSchema.parse(created.json());
  viesMode = mode;
  const submit = await send('submitter', 'POST', `${base}/${draft.requestId}/submit`, {
    version: draft.version,
    acknowledgeDuplicates: true,
  });
  expect(submit.statusCode, submit.body).toBe(200);
  return requestDetailSchema.parse(submit.json());
}

beforeAll(async () => {
  vies = createServer(answer);
  await new Promise<void>((resolve) => vies.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(vies.address() as AddressInfo).port}/rest-api`;
  testApp = await buildTestApp({ VAT_VALIDATOR: 'vies', VIES_URL: url, VIES_TIMEOUT_MS: '300' });
  const { db } = testApp.database;
  customerId = await createTestCustomer(db);
  const staff = async (enabled: string[]): Promise<TestUser> => {
    const user = await createTestUser(db, { companyType: 'internal' });
    await grantPrivileges(db, user.id, [{ customerId: null, enabled, role: 'INTERNAL_STAFF' }]);
    return user;
  };
  const signIn = async (user: TestUser) =>
    (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
  tokens.submitter = await signIn(await staff(['CUSTOMER_CREATION']));
  tokens.reviewer = await signIn(await staff(['CUSTOMER_CREATION', 'CUSTOMER_CREATION_REVIEW']));
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [customerId]);
  await testApp.close();
  vies.closeAllConnections();
  await new Promise((resolve) => vies.close(resolve));
});

describe('a VAT id that could not be checked at submission', () => {
  it('is kept with the request, with the time it was tried, and shown to the reviewer', async () => {
    const before = Date.now();
    const request = await submitted('down');
    const seen = await detail('reviewer', request.requestId);
    expect(seen.vatCheck).toEqual({ outcome: 'unchecked', source: 'vies', name: null, checkedAt: expect.any(String) });
    const tried = Date.parse(seen.vatCheck?.checkedAt ?? '');
    expect(tried).toBeGreaterThanOrEqual(before - 1000);
    expect(tried).toBeLessThanOrEqual(Date.now());
  });

  it('a VIES that answers in time keeps "valid" at submission', async () => {
    const request = await submitted('valid');
    expect((await detail('reviewer', request.requestId)).vatCheck).toMatchObject({ outcome: 'valid', source: 'vies' });
  });

  it('checked again by the reviewer: each answer replaces the kept one, the version stays', async () => {
    const request = await submitted('down');
    const first = (await detail('reviewer', request.requestId)).vatCheck;

    viesMode = 'silent';
    const timedOut = await checkAgain('reviewer', request.requestId);
    expect(timedOut.statusCode, timedOut.body).toBe(200);
    expect(storedVatCheckSchema.parse(timedOut.json())).toMatchObject({ outcome: 'unchecked' });
    expect(Date.parse(timedOut.json<{ checkedAt: string }>().checkedAt)).toBeGreaterThanOrEqual(
      Date.parse(first?.checkedAt ?? ''),
    );

    viesMode = 'valid';
    const valid = await checkAgain('reviewer', request.requestId);
    expect(valid.json()).toMatchObject({ outcome: 'valid', source: 'vies' });
    const after = await detail('reviewer', request.requestId);
    expect(after.vatCheck).toEqual(valid.json());
    // No edit: a decision on the version read before the check still goes through.
    expect(after.version).toBe(request.version);

    viesMode = 'invalid';
    const invalid = await checkAgain('reviewer', request.requestId);
    expect(invalid.json()).toMatchObject({ outcome: 'invalid', source: 'vies' });
    expect((await detail('submitter', request.requestId)).vatCheck).toMatchObject({ outcome: 'invalid' });

    viesMode = 'valid';
    const approve = await send('reviewer', 'POST', `${base}/${request.requestId}/approve`, {
      version: request.version,
    });
    expect(approve.statusCode, approve.body).toBe(200);
  });

  it('refuses whom it must: no review permission 403, unknown 404, not under review or not a new customer 409, a bad id 400', async () => {
    const request = await submitted('down');
    const calls = viesCalls;
    const submitter = await checkAgain('submitter', request.requestId);
    expect(submitter.statusCode).toBe(403);
    expect(submitter.json()).toMatchObject({ message: expect.stringContaining('customerCreationReview') });
    expect((await checkAgain('reviewer', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const draft = await send('submitter', 'POST', base, { kind: 'new_customer', data: { legalName: 'Entwurf AG' } });
    const draftCheck = await checkAgain('reviewer', requestDetailSchema.parse(draft.json()).requestId);
    expect(draftCheck.statusCode).toBe(409);
    expect(draftCheck.json()).toMatchObject({ message: 'A draft request is not under review.' });

    const extension = await send('submitter', 'POST', base, { kind: 'extend_customer', customerId, data: {} });
    expect(extension.statusCode, extension.body).toBe(201);
    const kind = await checkAgain('reviewer', requestDetailSchema.parse(extension.json()).requestId);
    expect(kind.statusCode).toBe(409);
    expect(requestDetailSchema.parse(extension.json()).vatCheck).toBeNull();

    const bad = await send('reviewer', 'POST', vatChecksUrl, { requestId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'requestId' }] });
    // None of the refusals asked VIES, and the kept check is unchanged.
    expect(viesCalls).toBe(calls);
    expect((await detail('reviewer', request.requestId)).vatCheck).toMatchObject({ outcome: 'unchecked' });
  });
});
