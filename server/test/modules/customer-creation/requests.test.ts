import type { InjectOptions } from 'fastify';
import {
  batchApprovalAnswerSchema,
  duplicateCheckSchema,
  requestDetailSchema,
  requestPageSchema,
  type RequestDetail,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBrands, customerCreationRequests, customerNodes, customers } from '../../../src/db/schema/index.ts';
import { removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type SignedInCaller,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { createTestCustomerMaster } from '../../helpers/customer-masters.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { outboxFor } from '../../helpers/outbox.ts';
import { multipart, pdf, png } from '../tickets/multipart.ts';

/**
 * Customer-creation requests: who may call what, validation by country, the state machine, four eyes,
 * optimistic locking, the duplicate check, the diff between submissions and what approval provisions. The callers
 * are users of the test's own (`createTestCallers`): `service` has customerCreation, `approver` the review too,
 * `salesRep` neither; they call with their token only, outside any on-behalf session.
 */

let testApp: TestApp;
let the: TestCallers;
/**
 * Sold-tos of the test's own with a customer master: one the duplicate check finds, a Dutch one with two ship-tos
 * buying brands 40 and 50, a Swiss one buying brand 40.
 */
let known: { customerId: string; legalName: string; postcode: string };
let dutch: string;
let swiss: string;
let testCustomers: string[] = [];
const base = '/priv/api/v1/customer-creation-requests';
const duplicatesUrl = '/priv/api/v1/customer-creation-duplicates';
const approvalsUrl = '/priv/api/v1/customer-creation-approvals';

function send(caller: TestCaller, options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) {
  const headers = { ...options.headers, ...(caller === 'none' ? {} : bearer(the.tokens[caller])) };
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}

/** A complete new-customer request in Germany; `overrides` replace top-level fields. */
function newCustomer(overrides: Record<string, unknown> = {}) {
  return {
    legalName: 'Bergsport Kessler GmbH',
    tradingName: 'Kessler Outdoor',
    vatId: 'DE136695976',
    registrationNumber: 'HRB 12345',
    legalForm: 'GmbH',
    language: 'de',
    currency: 'EUR',
    soldTo: {
      name: 'Bergsport Kessler GmbH',
      street: 'Lindenstraße 4',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    shipTos: [
      {
        name: 'Kessler Outdoor Berlin Mitte',
        street: 'Torstraße 20',
        postcode: '10119',
        city: 'Berlin',
        country: 'DE',
        openingHours: 'Mon-Fri 8-12',
      },
    ],
    contacts: [{ name: 'Anna Kessler', email: 'anna@kessler.example', phone: '+49 30 1234567', country: 'DE' }],
    brands: [{ brandId: '40', division: '10', expectedSeasonVolume: 120000 }],
    paymentTerms: 'NET30',
    salesRep: { name: 'Sarah Whitman', email: 'sarah.whitman@example.test' },
    ...overrides,
  };
}

async function create(caller: SignedInCaller, body: Record<string, unknown>): Promise<RequestDetail> {
  const response = await send(caller, { method: 'POST', url: base, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return requestDetailSchema.parse(response.json());
}

function act(caller: TestCaller, request: Pick<RequestDetail, 'requestId' | 'version'>, action: string, extra = {}) {
  return send(caller, {
    method: 'POST',
    url: `${base}/${request.requestId}/${action}`,
    payload: { version: request.version, ...extra },
  });
}

async function acted(
  caller: SignedInCaller,
  request: RequestDetail,
  action: string,
  extra = {},
): Promise<RequestDetail> {
  const response = await act(caller, request, action, extra);
  expect(response.statusCode, response.body).toBe(200);
  return requestDetailSchema.parse(response.json());
}

function put(caller: TestCaller, request: Pick<RequestDetail, 'requestId' | 'version'>, data: unknown) {
  return send(caller, {
    method: 'PUT',
    url: `${base}/${request.requestId}`,
    payload: { version: request.version, data },
  });
}

const fields = (response: { json(): unknown }) =>
  ((response.json() as { details?: Array<{ field: string }> }).details ?? []).map((detail) => detail.field);

// The app, the callers' sign-ins and the sold-tos are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  const { db } = testApp.database;
  const master = await createTestCustomerMaster(db, {
    legalName: `Alpine Sports Prüfstand ${process.pid} GmbH`,
    office: { street: 'Sendlinger Straße 5', postcode: '80331', city: 'München' },
  });
  known = { customerId: master.customerId, legalName: master.legalName, postcode: master.office.postcode };
  dutch = (
    await createTestCustomerMaster(db, {
      legalName: 'De Wandelproef B.V.',
      country: 'NL',
      office: { street: 'Utrechtseweg 1', postcode: '3811 NA', city: 'Amersfoort' },
      shipTos: [
        { name: 'De Wandelproef Utrecht', street: 'Oudegracht 10', postcode: '3511 AP', city: 'Utrecht' },
        { name: 'De Wandelproef Zwolle', street: 'Diezerstraat 5', postcode: '8011 RG', city: 'Zwolle' },
      ],
      brands: ['40', '50'],
    })
  ).customerId;
  swiss = (
    await createTestCustomerMaster(db, {
      legalName: 'Gipfelprobe Bergsport AG',
      country: 'CH',
      office: { street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' },
      currency: 'CHF',
      paymentTerms: 'NET30',
      creditLimit: 50000,
      brands: ['40'],
    })
  ).customerId;
  testCustomers = [known.customerId, dutch, swiss];
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await removeTestCallers(testApp.database.db, the);
  testCustomers = [];
  await testApp.close();
});

describe('authorization', () => {
  const external: TestCaller[] = ['admin', 'multi', 'newTerms', 'noPrivileges', 'ticketsOnly', 'german'];
  let draft: RequestDetail;
  let attachmentUrl = '';
  const missingAttachment = '00000000-0000-4000-8000-000000000000';

  beforeAll(async () => {
    draft = await create('service', { kind: 'new_customer', data: { legalName: 'Matrix Test AG' } });
    const attached = await send('service', {
      method: 'POST',
      url: `${base}/${draft.requestId}/attachments`,
      ...multipart({}, [{ name: 'register.pdf', content: pdf }]),
    });
    const attachmentId = requestDetailSchema.parse(attached.json()).attachments[0]?.attachmentId;
    attachmentUrl = `${base}/${draft.requestId}/attachments/${attachmentId}`;
  });

  const calls: Record<string, (caller: TestCaller) => Promise<{ statusCode: number }>> = {
    list: (caller) => send(caller, { method: 'GET', url: base }),
    create: (caller) => send(caller, { method: 'POST', url: base, payload: { kind: 'new_customer', data: {} } }),
    detail: (caller) => send(caller, { method: 'GET', url: `${base}/${draft.requestId}` }),
    // A stale version: callers that may save get 409 and nothing changes.
    save: (caller) => put(caller, { requestId: draft.requestId, version: 99 }, {}),
    transition: (caller) => act(caller, { requestId: draft.requestId, version: 99 }, 'withdraw'),
    review: (caller) => act(caller, { requestId: draft.requestId, version: 99 }, 'approve'),
    customer: (caller) =>
      send(caller, { method: 'GET', url: `/priv/api/v1/customer-creation-customers/${known.customerId}` }),
    // A stale version: reviewers get 200 with the request refused; others 403.
    approveMany: (caller) =>
      send(caller, {
        method: 'POST',
        url: approvalsUrl,
        payload: { requests: [{ requestId: draft.requestId, version: 99 }] },
      }),
    duplicates: (caller) =>
      send(caller, { method: 'GET', url: `${duplicatesUrl}?vatId=DE136695976&country=DE&name=Matrix&postcode=10115` }),
    // A draft: reviewers get 409 (not under review), staff without review 403.
    vatAgain: (caller) =>
      send(caller, {
        method: 'POST',
        url: '/priv/api/v1/customer-creation-vat-checks',
        payload: { requestId: draft.requestId },
      }),
    attach: (caller) =>
      send(caller, {
        method: 'POST',
        url: `${base}/${draft.requestId}/attachments`,
        ...multipart({}, [{ name: 'scan.png', content: png() }]),
      }),
    download: (caller) => send(caller, { method: 'GET', url: attachmentUrl }),
    // An attachment that is not there: callers that may remove get 404.
    remove: (caller) =>
      send(caller, { method: 'DELETE', url: `${base}/${draft.requestId}/attachments/${missingAttachment}` }),
  };
  /** What `service` (customerCreation) and `approver` (both permissions) get. */
  const allowed: Record<string, { service: number; approver: number }> = {
    list: { service: 200, approver: 200 },
    create: { service: 201, approver: 201 },
    detail: { service: 200, approver: 200 },
    save: { service: 409, approver: 409 },
    transition: { service: 409, approver: 409 },
    review: { service: 403, approver: 409 },
    customer: { service: 200, approver: 200 },
    duplicates: { service: 200, approver: 200 },
    approveMany: { service: 403, approver: 200 },
    vatAgain: { service: 403, approver: 409 },
    attach: { service: 201, approver: 201 },
    download: { service: 200, approver: 200 },
    remove: { service: 404, approver: 404 },
  };

  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: staff only (external 403, salesRep without the permission 403, no token 401)`, async () => {
      for (const caller of testCallerNames) {
        const expected =
          caller === 'none'
            ? 401
            : caller === 'service' || caller === 'approver'
              ? allowed[name]?.[caller]
              : external.includes(caller) || caller === 'salesRep'
                ? 403
                : undefined;
        const response = await call(caller);
        expect(response.statusCode, `${name} by ${caller}`).toBe(expected);
      }
    });
  }

  it('an unknown request is 404, an unknown customer 404 (for staff)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('service', { method: 'GET', url: `${base}/${missing}` })).statusCode).toBe(404);
    expect((await act('service', { requestId: missing, version: 1 }, 'submit')).statusCode).toBe(404);
    const customer = await send('service', { method: 'GET', url: '/priv/api/v1/customer-creation-customers/9999999' });
    expect(customer.statusCode).toBe(404);
    const extend = await send('service', {
      method: 'POST',
      url: base,
      payload: { kind: 'extend_customer', customerId: '9999999', data: {} },
    });
    expect(extend.statusCode).toBe(404);
  });
});

describe('validation by country', () => {
  const refused = async (data: Record<string, unknown>) => {
    const response = await send('service', { method: 'POST', url: base, payload: { kind: 'new_customer', data } });
    expect(response.statusCode).toBe(400);
    return fields(response);
  };

  it('a VAT id must be valid for the sold-to country (checksum included)', async () => {
    expect(await refused(newCustomer({ vatId: 'DE123456789' }))).toEqual(['data.vatId']);
    // A valid French VAT id for a German sold-to.
    expect(await refused(newCustomer({ vatId: 'FR40303265045' }))).toEqual(['data.vatId']);
    const french = newCustomer({
      vatId: 'FR40303265045',
      soldTo: { name: 'Atelier', street: '8 Rue Royale', postcode: '74000', city: 'Annecy', country: 'FR' },
    });
    await create('service', { kind: 'new_customer', data: french });
  });

  it('postcodes by country, phone numbers, countries and e-mails name their field', async () => {
    const soldTo = { name: 'X', street: 'Y 1', city: 'Z', country: 'DE', postcode: 'M3 2BA' };
    expect(await refused(newCustomer({ soldTo }))).toContain('data.soldTo.postcode');
    const british = newCustomer({
      vatId: 'GB980780684',
      soldTo: { ...soldTo, country: 'GB' },
      shipTos: [
        { ...soldTo, country: 'GB', postcode: 'M3 2BA' },
        { ...soldTo, country: 'GB', postcode: '10115' },
      ],
    });
    expect(await refused(british)).toEqual(['data.shipTos.1.postcode']);
    expect(await refused(newCustomer({ shipTos: Array(11).fill(soldTo) }))).toEqual(['data.shipTos']);
    expect(await refused(newCustomer({ soldTo: { ...soldTo, country: 'XX' } }))).toContain('data.soldTo.country');
    const contacts = [{ name: 'A', email: 'not-an-address', phone: '123', country: 'DE' }];
    expect(await refused(newCustomer({ contacts }))).toEqual(['data.contacts.0.email', 'data.contacts.0.phone']);
  });

  it('a draft may be incomplete, but submitting names every missing field', async () => {
    const draft = await create('service', { kind: 'new_customer', data: { legalName: 'Half Done GmbH' } });
    const response = await act('service', draft, 'submit');
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(expect.arrayContaining(['data.vatId', 'data.soldTo', 'data.contacts']));
    const unchanged = await send('service', { method: 'GET', url: `${base}/${draft.requestId}` });
    expect(unchanged.json()).toMatchObject({ status: 'draft', version: 1 });
  });
});

describe('a new customer from draft to provisioned', () => {
  it('walks the journey: four eyes, return with comment, diff, approval writes the customer', async () => {
    let request = await create('service', { kind: 'new_customer', data: newCustomer() });
    expect(request).toMatchObject({ status: 'draft', version: 1, allowed: { edit: true } });
    request = await acted('service', request, 'submit');
    expect(request.status).toBe('submitted');

    // service has no review permission; reviewing needs a comment to reject or return.
    expect((await act('service', request, 'approve')).statusCode).toBe(403);
    const noComment = await act('approver', request, 'return');
    expect(noComment.statusCode).toBe(400);
    expect(fields(noComment)).toEqual(['comment']);
    request = await acted('approver', request, 'return', { comment: 'Please add the trade register number' });
    expect(request.status).toBe('returned');

    const saved = await put('service', request, { ...newCustomer(), registrationNumber: 'HRB 99881 B' });
    expect(saved.statusCode, saved.body).toBe(200);
    request = requestDetailSchema.parse(saved.json());
    expect(request.status).toBe('edited');
    request = await acted('service', request, 'submit');

    const reviewed = requestDetailSchema.parse(
      (await send('approver', { method: 'GET', url: `${base}/${request.requestId}` })).json(),
    );
    expect(reviewed.changes).toEqual([{ path: 'registrationNumber', before: 'HRB 12345', after: 'HRB 99881 B' }]);
    expect(reviewed.allowed.actions).toEqual(['approve', 'reject', 'return']);

    request = await acted('approver', reviewed, 'approve');
    expect(request.status).toBe('provisioned');
    expect(request.customerId).toMatch(/^2\d{6}$/);
    expect(request.history.map((entry) => `${entry.action}:${entry.to}`)).toEqual([
      'create:draft',
      'submit:submitted',
      'return:returned',
      'edit:edited',
      'submit:submitted',
      'approve:approved',
      'provision:provisioned',
    ]);
    expect(request.history[2]).toMatchObject({ comment: 'Please add the trade register number' });

    const { db } = testApp.database;
    const customerId = request.customerId ?? '';
    const [customer] = await db.select().from(customers).where(eq(customers.customerId, customerId));
    expect(customer).toMatchObject({
      legalName: 'Bergsport Kessler GmbH',
      vatId: 'DE136695976',
      registrationNumber: 'HRB 99881 B',
      currency: 'EUR',
      paymentTerms: 'NET30',
      accountManagerEmail: 'sarah.whitman@example.test',
    });
    const nodes = await db.select().from(customerNodes).where(eq(customerNodes.customerId, customerId));
    expect(
      nodes.map((node) => `${node.nodeId.slice(customerId.length) || 'self'}:${node.partnerFunction}`).sort(),
    ).toEqual(['01:SH', '80:BP', '90:PY', 'self:SP']);
    expect(nodes.find((node) => node.partnerFunction === 'SH')?.openingHours).toBe('Mon-Fri 8-12');
    const brands = await db.select().from(customerBrands).where(eq(customerBrands.customerId, customerId));
    expect(brands).toEqual([{ customerId, brandId: '40', division: '10', status: 'active' }]);

    // Ended: every action and every save is refused now.
    for (const action of ['submit', 'approve', 'reject', 'return', 'withdraw']) {
      const caller = action === 'submit' || action === 'withdraw' ? 'service' : 'approver';
      expect((await act(caller, request, action, { comment: 'x' })).statusCode, action).toBe(409);
    }
    expect((await put('service', request, newCustomer())).statusCode).toBe(409);

    // Each transition mailed the other side: service learnt of the return and approval, approver of the submits.
    const staffMails = (await outboxFor(testApp.app, the.usernames.service)).map((mail) => mail.subject);
    expect(staffMails).toEqual(
      expect.arrayContaining([
        `Customer-creation request ${request.number} returned for changes`,
        `Customer-creation request ${request.number} approved`,
      ]),
    );
    const approverMails = (await outboxFor(testApp.app, the.usernames.approver)).map((mail) => mail.subject);
    expect(approverMails).toContain(`Customer-creation request ${request.number} waits for review`);

    // A second request with the same VAT id: the duplicate must be acknowledged to submit.
    const twin = await create('service', {
      kind: 'new_customer',
      data: newCustomer({ legalName: 'Kessler Twin GmbH' }),
    });
    expect(twin.duplicates).toEqual([
      { source: 'customer', id: customerId, requestId: null, name: 'Bergsport Kessler GmbH', reason: 'vat_id' },
    ]);
    const unacknowledged = await act('service', twin, 'submit');
    expect(unacknowledged.statusCode).toBe(400);
    expect(fields(unacknowledged)).toEqual(['acknowledgeDuplicates']);
    expect((await acted('service', twin, 'submit', { acknowledgeDuplicates: true })).status).toBe('submitted');

    const titles = async (caller: SignedInCaller, query: string) =>
      requestPageSchema
        .parse((await send(caller, { method: 'GET', url: `${base}?${query}` })).json())
        .items.map((item) => item.title);
    expect(await titles('service', 'q=kessler&status=provisioned&mine=true')).toEqual(['Bergsport Kessler GmbH']);
    expect(await titles('approver', 'q=KESSLER&review=true')).toEqual(['Kessler Twin GmbH']);
    expect(await titles('approver', 'q=kessler&mine=true')).toEqual([]);
  });
});

describe('the duplicate check while typing', () => {
  const check = async (query: string) => {
    const response = await send('service', { method: 'GET', url: `${duplicatesUrl}?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return duplicateCheckSchema.parse(response.json());
  };

  it('finds customers and open requests by VAT id, and by a like name with the postcode', async () => {
    // A customer of the test's own and an open request typed with a slip.
    const [customer] = await testApp.database.db
      .select()
      .from(customers)
      .where(eq(customers.customerId, known.customerId));
    const [soldTo] = await testApp.database.db
      .select()
      .from(customerNodes)
      .where(eq(customerNodes.nodeId, known.customerId));
    expect(soldTo?.postcode).toBe(known.postcode);
    const legalName = customer?.legalName ?? '';
    expect(legalName).toBe(known.legalName);
    const open = await create('service', {
      kind: 'new_customer',
      data: {
        legalName: 'Fjellstua Sport AS',
        vatId: 'NO923609016MVA',
        soldTo: { name: 'Fjellstua', street: 'Storgata 1', postcode: '0155', city: 'Oslo', country: 'NO' },
      },
    });

    const byName = await check(
      `name=${encodeURIComponent(legalName.slice(0, -1))}&postcode=${encodeURIComponent(soldTo?.postcode ?? '')}`,
    );
    expect(byName.duplicates).toContainEqual({
      source: 'customer',
      id: known.customerId,
      requestId: null,
      name: legalName,
      reason: 'name_and_postcode',
    });
    expect(byName.vatCheck).toBeNull();

    const typo = await check('name=Fjelstua%20Sport&postcode=0155');
    expect(typo.duplicates).toEqual([
      {
        source: 'request',
        id: String(open.number),
        requestId: open.requestId,
        name: 'Fjellstua Sport AS',
        reason: 'name_and_postcode',
      },
    ]);
    // The request being edited is not its own duplicate; another postcode or an unlike name matches nothing.
    expect((await check(`name=Fjellstua%20Sport%20AS&postcode=0155&requestId=${open.requestId}`)).duplicates).toEqual(
      [],
    );
    expect((await check('name=Fjellstua%20Sport%20AS&postcode=5003')).duplicates).toEqual([]);
    expect((await check('name=Havbris%20Marine&postcode=0155')).duplicates).toEqual([]);

    const byVat = await check('vatId=no%20923%20609%20016%20mva&country=NO');
    expect(byVat.duplicates.map((duplicate) => `${duplicate.source}:${duplicate.reason}`)).toEqual(['request:vat_id']);
    expect(byVat.vatCheck).toEqual({ outcome: 'valid', source: 'checksum', name: null });
    expect((await check('vatId=DE123456789&country=DE')).vatCheck?.outcome).toBe('invalid');
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [query, field] of [
      ['country=XX', 'country'],
      ['requestId=12', 'requestId'],
      [`name=${'a'.repeat(121)}`, 'name'],
    ]) {
      const response = await send('service', { method: 'GET', url: `${duplicatesUrl}?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(fields(response)).toEqual([field]);
    }
  });
});

describe('several ship-tos on a new customer', () => {
  const store = (name: string, postcode: string) => ({
    name,
    street: 'Hauptstraße 1',
    postcode,
    city: 'Köln',
    country: 'DE',
  });

  it('needs at least one, and approval gives each its own ship-to number', async () => {
    const none = await send('service', { method: 'POST', url: base, payload: { kind: 'new_customer', data: {} } });
    const empty = await create('service', {
      kind: 'new_customer',
      data: newCustomer({ legalName: 'No Stores GmbH', shipTos: [] }),
    });
    const refused = await act('service', empty, 'submit', { acknowledgeDuplicates: true });
    expect(none.statusCode).toBe(201);
    expect(fields(refused)).toEqual(['data.shipTos']);

    const request = await create('service', {
      kind: 'new_customer',
      data: newCustomer({
        legalName: 'Rheinufer Sport GmbH',
        vatId: 'DE811569869',
        shipTos: [
          store('Rheinufer Altstadt', '50667'),
          store('Rheinufer Deutz', '50679'),
          store('Rheinufer Ehrenfeld', '50823'),
        ],
      }),
    });
    expect((request.data.shipTos as unknown[]).length).toBe(3);
    const submitted = await acted('service', request, 'submit', { acknowledgeDuplicates: true });
    const approved = await acted('approver', submitted, 'approve');
    const customerId = approved.customerId ?? '';
    const nodes = await testApp.database.db
      .select()
      .from(customerNodes)
      .where(eq(customerNodes.customerId, customerId));
    expect(
      nodes
        .filter((node) => node.partnerFunction === 'SH')
        .map((node) => `${node.nodeId.slice(customerId.length)}:${node.name}`)
        .sort(),
    ).toEqual(['01:Rheinufer Altstadt', '02:Rheinufer Deutz', '03:Rheinufer Ehrenfeld']);
  });

  it('a request stored with one shipTo still reads, diffs and submits as a list of one', async () => {
    const request = await create('service', {
      kind: 'new_customer',
      data: newCustomer({ legalName: 'Altform Outdoor KG' }),
    });
    const { shipTos, ...rest } = request.data as { shipTos: unknown[] };
    await testApp.database.db
      .update(customerCreationRequests)
      .set({ data: { ...rest, shipTo: shipTos[0] } })
      .where(eq(customerCreationRequests.requestId, request.requestId));
    const read = requestDetailSchema.parse(
      (await send('service', { method: 'GET', url: `${base}/${request.requestId}` })).json(),
    );
    expect(read.data.shipTos).toEqual(shipTos);
    expect(read.data).not.toHaveProperty('shipTo');
    expect((await acted('service', read, 'submit', { acknowledgeDuplicates: true })).status).toBe('submitted');
  });
});

describe('batch approval', () => {
  const approveMany = (caller: TestCaller, requests: Array<{ requestId: string; version: number }>) =>
    send(caller, { method: 'POST', url: approvalsUrl, payload: { requests } });
  const statusOf = async (requestId: string) =>
    requestDetailSchema.parse((await send('service', { method: 'GET', url: `${base}/${requestId}` })).json());

  it('approves each request it may and refuses the others with their reason, changing nothing of them', async () => {
    const submit = async (caller: SignedInCaller, legalName: string, vatId: string) =>
      acted(caller, await create(caller, { kind: 'new_customer', data: newCustomer({ legalName, vatId }) }), 'submit', {
        acknowledgeDuplicates: true,
      });
    const first = await submit('service', 'Batch Eins GmbH', 'DE129273398');
    const second = await submit('service', 'Batch Zwei GmbH', 'DE813495425');
    const own = await submit('approver', 'Batch Eigen GmbH', 'DE114103379');
    const stale = await submit('service', 'Batch Alt GmbH', 'DE118619592');
    const draft = await create('service', {
      kind: 'new_customer',
      data: newCustomer({ legalName: 'Batch Entwurf GmbH' }),
    });
    const missing = '00000000-0000-4000-8000-000000000001';

    const response = await approveMany('approver', [
      { requestId: first.requestId, version: first.version },
      { requestId: own.requestId, version: own.version },
      { requestId: stale.requestId, version: stale.version - 1 },
      { requestId: draft.requestId, version: draft.version },
      { requestId: missing, version: 1 },
      { requestId: second.requestId, version: second.version },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = batchApprovalAnswerSchema.parse(response.json());
    expect(results.map((result) => [result.title, result.outcome, result.status])).toEqual([
      ['Batch Eins GmbH', 'approved', null],
      ['Batch Eigen GmbH', 'refused', 403],
      ['Batch Alt GmbH', 'refused', 409],
      ['Batch Entwurf GmbH', 'refused', 409],
      [null, 'refused', 404],
      ['Batch Zwei GmbH', 'approved', null],
    ]);
    expect(results[1]?.reason).toMatch(/Four eyes/);
    expect(results[2]?.reason).toMatch(/changed meanwhile/);

    for (const approved of [first, second]) {
      const now = await statusOf(approved.requestId);
      expect(now.status).toBe('provisioned');
      expect(now.customerId).toMatch(/^2\d{6}$/);
    }
    for (const [refused, status] of [
      [own, 'submitted'],
      [stale, 'submitted'],
      [draft, 'draft'],
    ] as const) {
      const now = await statusOf(refused.requestId);
      expect(now).toMatchObject({ status, version: refused.version, customerId: null });
      expect(now.history.map((entry) => entry.action)).not.toContain('approve');
    }
  });

  it('bad input is a 400 naming the field, and nothing is approved', async () => {
    const request = await create('service', {
      kind: 'new_customer',
      data: newCustomer({ legalName: 'Batch Doppel GmbH' }),
    });
    const empty = await approveMany('approver', []);
    expect(empty.statusCode).toBe(400);
    expect(fields(empty)).toEqual(['requests']);
    const twice = await approveMany('approver', [
      { requestId: request.requestId, version: 1 },
      { requestId: request.requestId, version: 1 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(fields(twice)).toEqual(['requests']);
    const badId = await approveMany('approver', [{ requestId: 'nope', version: 1 }]);
    expect(fields(badId)).toEqual(['requests.0.requestId']);
  });
});

describe('state machine, four eyes and versions', () => {
  it('refuses every transition its status does not allow', async () => {
    const draft = await create('service', {
      kind: 'new_customer',
      data: newCustomer({ legalName: 'Illegal Moves AG' }),
    });
    for (const action of ['approve', 'reject', 'return']) {
      expect((await act('approver', draft, action, { comment: 'x' })).statusCode, action).toBe(409);
    }
    const submitted = await acted('service', draft, 'submit', { acknowledgeDuplicates: true });
    expect((await act('service', submitted, 'submit')).statusCode).toBe(409);
    expect((await put('service', submitted, newCustomer())).statusCode).toBe(409);
    const withdrawn = await acted('service', submitted, 'withdraw');
    expect(withdrawn.status).toBe('withdrawn');
    expect((await act('service', withdrawn, 'withdraw')).statusCode).toBe(409);
    expect((await act('service', withdrawn, 'submit')).statusCode).toBe(409);
    const rejected = await acted(
      'approver',
      await acted('service', await create('service', { kind: 'new_customer', data: newCustomer() }), 'submit', {
        acknowledgeDuplicates: true,
      }),
      'reject',
      { comment: 'Customer exists already' },
    );
    expect(rejected.status).toBe('rejected');
    expect((await act('service', rejected, 'submit')).statusCode).toBe(409);
    expect((await act('approver', rejected, 'approve')).statusCode).toBe(409);
  });

  it('a reviewer may not review what they submitted or edited last; only the creator withdraws', async () => {
    const own = await create('approver', { kind: 'new_customer', data: newCustomer({ legalName: 'Own Work SpA' }) });
    const ownSubmitted = await acted('approver', own, 'submit', { acknowledgeDuplicates: true });
    const refused = await act('approver', ownSubmitted, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Four eyes/);
    expect(ownSubmitted.allowed.actions).toEqual(['withdraw']);
    expect((await act('service', ownSubmitted, 'withdraw')).statusCode).toBe(403);

    // service submits, approver returns and edits it, service submits again: approver edited last.
    let request = await create('service', {
      kind: 'new_customer',
      data: newCustomer({ legalName: 'Edited Last SRL' }),
    });
    request = await acted('service', request, 'submit', { acknowledgeDuplicates: true });
    request = await acted('approver', request, 'return', { comment: 'I fix the name' });
    const edited = await put('approver', request, newCustomer({ legalName: 'Edited Last S.r.l.' }));
    request = requestDetailSchema.parse(edited.json());
    request = await acted('service', request, 'submit', { acknowledgeDuplicates: true });
    expect((await act('approver', request, 'approve')).statusCode).toBe(403);
  });

  it('a stale version is refused with 409 and changes nothing', async () => {
    const draft = await create('service', { kind: 'new_customer', data: { legalName: 'Version One' } });
    expect((await put('service', draft, { legalName: 'Version Two' })).statusCode).toBe(200);
    const stale = await put('service', draft, { legalName: 'Version Three' });
    expect(stale.statusCode).toBe(409);
    expect((await act('service', draft, 'submit')).statusCode).toBe(409);
    const stored = await send('service', { method: 'GET', url: `${base}/${draft.requestId}` });
    expect(stored.json()).toMatchObject({ title: 'Version Two', version: 2 });
  });
});

describe('extensions and ship-tos of an existing sold-to', () => {
  // Sold-tos no other test file reads: against PostgreSQL every test file shares one database.
  it('adds a ship-to with the next free number, with the brands the customer buys', async () => {
    const shipTo = {
      name: 'De Wandelwinkel Amersfoort',
      street: 'Langestraat 40',
      postcode: '3811 AG',
      city: 'Amersfoort',
      country: 'NL',
      deliveryInstructions: 'Rear entrance',
    };
    const foreign = await create('service', {
      kind: 'add_ship_to',
      customerId: dutch,
      data: { shipTo, brandIds: ['60'] },
    });
    const refused = await act('service', foreign, 'submit');
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual(['data.brandIds']);

    let request = await create('service', {
      kind: 'add_ship_to',
      customerId: dutch,
      data: { shipTo, brandIds: ['40'] },
    });
    expect(request.title).toBe('De Wandelwinkel Amersfoort');
    request = await acted('service', request, 'submit');
    request = await acted('approver', request, 'approve');
    expect(request.status).toBe('provisioned');
    const nodes = await testApp.database.db.select().from(customerNodes).where(eq(customerNodes.customerId, dutch));
    const added = nodes.find((node) => node.name === 'De Wandelwinkel Amersfoort');
    expect(added).toMatchObject({ partnerFunction: 'SH', parentNodeId: dutch });
    // The next number after the sold-to's other ship-tos (bill-to and payer keep their own numbers).
    const shipToNumbers = nodes
      .filter((node) => node.partnerFunction === 'SH')
      .map((node) => node.nodeId)
      .sort();
    expect(shipToNumbers.at(-1)).toBe(added?.nodeId);
    expect(Number(added?.nodeId) - Number(shipToNumbers.at(-2))).toBe(1);
  });

  it('extends a customer with a brand, payment terms and credit limit', async () => {
    let request = await create('service', {
      kind: 'extend_customer',
      customerId: swiss,
      data: { brands: [], reason: 'Opening a footwear corner' },
    });
    const nothing = await act('service', request, 'submit');
    expect(fields(nothing)).toEqual(['data.brands']);
    const saved = await put('service', request, {
      brands: [{ brandId: '45', division: '20', expectedSeasonVolume: 40000 }],
      paymentTerms: 'NET60',
      creditLimit: 75000,
      reason: 'Opening a footwear corner',
    });
    request = requestDetailSchema.parse(saved.json());
    request = await acted('service', request, 'submit');
    request = await acted('approver', request, 'approve');
    const { db } = testApp.database;
    const [customer] = await db.select().from(customers).where(eq(customers.customerId, swiss));
    expect(customer).toMatchObject({ paymentTerms: 'NET60', creditLimit: '75000.00' });
    const brands = await db.select().from(customerBrands).where(eq(customerBrands.customerId, swiss));
    expect(brands).toContainEqual({ customerId: swiss, brandId: '45', division: '20', status: 'active' });
  });
});

describe('attachments', () => {
  const attach = (request: RequestDetail, files: Parameters<typeof multipart>[1]) =>
    send('service', { method: 'POST', url: `${base}/${request.requestId}/attachments`, ...multipart({}, files) });

  it('keeps files checked by their content, downloads them, removes them, and only while editable', async () => {
    let request = await create('service', {
      kind: 'new_customer',
      data: newCustomer({ legalName: 'Files Test SARL' }),
    });
    const added = await attach(request, [
      { name: 'trade-register.pdf', content: pdf },
      { name: 'shop-front.png', content: png() },
    ]);
    expect(added.statusCode, added.body).toBe(201);
    request = requestDetailSchema.parse(added.json());
    expect(request.attachments.map((file) => [file.fileName, file.contentType, file.size])).toEqual(
      [
        ['shop-front.png', 'image/png', png().length],
        ['trade-register.pdf', 'application/pdf', pdf.length],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    const pdfFile = request.attachments.find((file) => file.fileName === 'trade-register.pdf');
    const download = await send('approver', {
      method: 'GET',
      url: `${base}/${request.requestId}/attachments/${pdfFile?.attachmentId}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment; filename="trade-register.pdf"');

    // A text file named .pdf is refused by its content, naming the file's field; nothing is kept.
    const fake = await attach(request, [{ name: 'register.pdf', content: Buffer.from('not a pdf at all') }]);
    expect(fake.statusCode).toBe(415);
    expect(fields(fake)).toEqual(['attachments.0']);
    // At most five per request.
    const many = Array.from({ length: 4 }, (_, index) => ({ name: `page-${index}.pdf`, content: pdf }));
    const tooMany = await attach(request, many);
    expect(tooMany.statusCode).toBe(400);
    expect(fields(tooMany)).toEqual(['attachments']);

    const removed = await send('service', {
      method: 'DELETE',
      url: `${base}/${request.requestId}/attachments/${pdfFile?.attachmentId}`,
    });
    expect(removed.statusCode).toBe(200);
    request = requestDetailSchema.parse(removed.json());
    expect(request.attachments.map((file) => file.fileName)).toEqual(['shop-front.png']);
    const gone = await send('service', {
      method: 'GET',
      url: `${base}/${request.requestId}/attachments/${pdfFile?.attachmentId}`,
    });
    expect(gone.statusCode).toBe(404);

    request = await acted('service', request, 'submit', { acknowledgeDuplicates: true });
    expect((await attach(request, [{ name: 'late.pdf', content: pdf }])).statusCode).toBe(409);
    const late = request.attachments[0]?.attachmentId;
    expect(
      (await send('service', { method: 'DELETE', url: `${base}/${request.requestId}/attachments/${late}` })).statusCode,
    ).toBe(409);
  });
});
