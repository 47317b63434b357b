import type { InjectOptions } from 'fastify';
import {
  companyInfoSchema,
  contactListSchema,
  contactSchema,
  customerPrivilegeCodes,
  customerTermsSchema,
  storePageSchema,
  storeSchema,
  termsDocumentSchema,
  termsMailsPerHour,
  type Contact,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContacts } from '../../../src/db/schema/index.ts';
import { plainText, termsPdfText } from '../../../src/modules/account-settings/terms-document.ts';
import type { DemoCustomer } from '../../../src/seed/demo-files.ts';
import { acceptTerms, createSignedInUser, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { addCustomerMasters, createTestCustomerMaster } from '../../helpers/customer-masters.ts';
import { outboxFor, outboxMails } from '../../helpers/outbox.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/** The account settings endpoints: who may call them, company info and stores, contacts with optimistic locking. */

type Caller = TestCaller | 'owner' | 'contactsOnly' | 'companyOnly' | 'termsOnly' | 'termsMailer';

let testApp: TestApp;
let the: TestCallers;
/**
 * A sold-to with a full customer master (three ship-tos, five brands, one pending), its admin (`owner`) and users of
 * it with one flag only.
 */
let account: DemoCustomer;
let soldTo: string;
const extraTokens: Partial<Record<Caller, string>> = {};
let ownerName = '';
let testCustomers: string[] = [];

function send(caller: Caller, options: Omit<InjectOptions, 'headers'>) {
  const extra = extraTokens[caller];
  const headers = extra ? bearer(extra) : (the.headers[caller as TestCaller] ?? {});
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}
const get = (caller: Caller, url: string) => send(caller, { method: 'GET', url });

async function signInWith(enabled: string[], role?: string) {
  return createSignedInUser(testApp.app, testApp.database.db, [{ customerId: soldTo, enabled, role }]);
}

const base = '/priv/api/v1/account';
/** A contact of the foreign sold-to, stored directly (no caller may reach it). */
let foreignContact = '';
const contactBody = {
  firstName: 'Ava',
  lastName: 'Lambert',
  email: 'Ava.Lambert@Example.com',
  phone: '+44 161 496 0999',
  roles: ['orders', 'invoices'],
};
/** The customer master's commercial data of the account, as written and as company info answers it. */
const commercialData = {
  legalForm: 'Ltd',
  vatId: 'GB702572991',
  registrationNumber: '04719302',
  currency: 'GBP',
  paymentTerms: 'NET30',
  creditLimit: 250000,
  accountManager: { name: 'Hannah Whitaker', email: 'hannah.whitaker@example.test' },
} as const;
/** The contacts the account has before the tests below change any, by last name. */
let ownerContacts: Contact[] = [];

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { db } = testApp.database;
  the = await createTestCallers(testApp.app, db);
  // The callers' sold-tos and the foreign one get a ship-to each (`{customerId}01`).
  await addCustomerMasters(db, [...new Set([...Object.values(the.ownCustomer), the.foreignCustomer])]);
  const [row] = await db
    .insert(accountContacts)
    .values({ ...contactBody, customerId: the.foreignCustomer, phone: '+441614960999' })
    .returning();
  foreignContact = row?.contactId ?? '';
});

beforeAll(async () => {
  const { db } = testApp.database;
  account = await createTestCustomerMaster(db, {
    legalName: 'Harbour Outdoor Ltd',
    tradingName: 'Harbour Outdoor',
    country: 'GB',
    language: 'en',
    office: { street: '14 Deansgate', postcode: 'M3 2BA', city: 'Manchester' },
    ...commercialData,
    shipTos: [
      {
        name: 'Harbour Outdoor Manchester Arndale',
        street: 'Arndale Centre',
        postcode: 'M4 3AQ',
        city: 'Manchester',
        openingHours: 'Mon–Sat 09:00–20:00, Sun 11:00–17:00',
      },
      { name: 'Harbour Outdoor Leeds Trinity', street: 'Albion Street', postcode: 'LS1 5AT', city: 'Leeds' },
      {
        name: 'Harbour Outdoor Distribution Centre',
        street: 'Winwick Quay',
        postcode: 'WA2 8LT',
        city: 'Warrington',
        deliveryInstructions: 'Gate 3, booking required',
      },
    ],
    brands: ['50', '40', '10', '25', '45'],
    brandStatus: { '10': 'pending' },
  });
  soldTo = account.customerId;
  testCustomers.push(soldTo);
  const owner = await signInWith([...customerPrivilegeCodes], 'CUSTOMER_ADMIN');
  await acceptTerms(db, soldTo, owner);
  ownerName = owner.username;
  extraTokens.owner = owner.token;
  extraTokens.contactsOnly = (await signInWith(['CONTACTS'])).token;
  extraTokens.companyOnly = (await signInWith(['COMPANY_INFO'])).token;
  extraTokens.termsOnly = (await signInWith(['TERMS_AND_CONDITIONS'])).token;
  extraTokens.termsMailer = (await signInWith(['TERMS_AND_CONDITIONS', 'TERMS_AND_CONDITIONS_SEND_BY_EMAIL'])).token;
  for (const [firstName, lastName] of [
    ['Zoe', 'Young'],
    ['Ben', 'Abbott'],
    ['Ida', 'Moss'],
  ]) {
    const created = await send('owner', {
      method: 'POST',
      url: `${base}/contacts?customer=${soldTo}`,
      payload: { ...contactBody, firstName, lastName, email: `${firstName}@example.test` },
    });
    if (created.statusCode !== 201) throw new Error(`contact not added: ${created.body}`);
    ownerContacts.push(contactSchema.parse(created.json()));
  }
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await removeTestCallers(testApp.database.db, the);
  testCustomers = [];
  ownerContacts = [];
  await testApp.close();
});

/**
 * Every endpoint x every caller. Columns:
 *   admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token)
 * multi has not chosen among its sold-tos, yet reads the one it names (ADR 042); noPrivileges has no access;
 * ticketsOnly has no account settings flag. The staff call in an on-behalf session for admin's sold-to, with the
 * on-behalf flags (which do not include sending the terms by e-mail to themselves).
 */
const open = [200, 200, 200, 403, 403, 200, 200, 200, 200, 401];
const openToCustomers = [200, 200, 200, 403, 403, 200, 403, 403, 403, 401];
const refusedForeign = [403, 403, 403, 403, 403, 403, 403, 403, 403, 401];
const notFoundForOwners = [404, 404, 404, 403, 403, 404, 404, 404, 404, 401];
const shipToOf = (customerId: string) => `${customerId}01`;
const ownCustomerOf = (caller: TestCaller) => the.ownCustomer[caller];

const matrix: Array<[name: string, options: (caller: TestCaller) => Omit<InjectOptions, 'headers'>, number[]]> = [
  ['GET company info, own', (c) => ({ method: 'GET', url: `${base}/company-info?customer=${ownCustomerOf(c)}` }), open],
  [
    'GET company info, foreign',
    () => ({ method: 'GET', url: `${base}/company-info?customer=${the.foreignCustomer}` }),
    refusedForeign,
  ],
  ['GET stores, own', (c) => ({ method: 'GET', url: `${base}/stores?customer=${ownCustomerOf(c)}` }), open],
  [
    'GET stores, foreign',
    () => ({ method: 'GET', url: `${base}/stores?customer=${the.foreignCustomer}` }),
    refusedForeign,
  ],
  [
    'GET store, own',
    (c) => ({ method: 'GET', url: `${base}/stores/${shipToOf(ownCustomerOf(c))}?customer=${ownCustomerOf(c)}` }),
    open,
  ],
  [
    "GET store, own sold-to and another's ship-to",
    (c) => ({ method: 'GET', url: `${base}/stores/${shipToOf(the.foreignCustomer)}?customer=${ownCustomerOf(c)}` }),
    notFoundForOwners,
  ],
  [
    'GET terms, own',
    (c) => ({ method: 'GET', url: `/priv/api/v1/customer/terms_and_conditions?customer=${ownCustomerOf(c)}` }),
    open,
  ],
  [
    'GET terms, foreign',
    () => ({ method: 'GET', url: `/priv/api/v1/customer/terms_and_conditions?customer=${the.foreignCustomer}` }),
    refusedForeign,
  ],
  [
    'GET terms document, own',
    (c) => ({ method: 'GET', url: `${base}/terms-document?customer=${ownCustomerOf(c)}` }),
    open,
  ],
  [
    'GET terms document, foreign',
    () => ({ method: 'GET', url: `${base}/terms-document?customer=${the.foreignCustomer}` }),
    refusedForeign,
  ],
  [
    'POST terms by e-mail, own',
    (c) => ({ method: 'POST', url: `${base}/terms-document/send-email?customer=${ownCustomerOf(c)}` }),
    openToCustomers,
  ],
  [
    'POST terms by e-mail, foreign',
    () => ({ method: 'POST', url: `${base}/terms-document/send-email?customer=${the.foreignCustomer}` }),
    refusedForeign,
  ],
  ['GET contacts, own', (c) => ({ method: 'GET', url: `${base}/contacts?customer=${ownCustomerOf(c)}` }), open],
  [
    'GET contacts, foreign',
    () => ({ method: 'GET', url: `${base}/contacts?customer=${the.foreignCustomer}` }),
    refusedForeign,
  ],
  [
    'POST contact, foreign',
    () => ({ method: 'POST', url: `${base}/contacts?customer=${the.foreignCustomer}`, payload: contactBody }),
    refusedForeign,
  ],
  [
    "PUT contact, own sold-to and another's contact",
    (c) => ({
      method: 'PUT',
      url: `${base}/contacts/${foreignContact}?customer=${ownCustomerOf(c)}`,
      payload: { ...contactBody, version: 1 },
    }),
    notFoundForOwners,
  ],
  [
    "DELETE contact, own sold-to and another's contact",
    (c) => ({ method: 'DELETE', url: `${base}/contacts/${foreignContact}?customer=${ownCustomerOf(c)}` }),
    notFoundForOwners.map((status) => status),
  ],
];

const cells = matrix.flatMap(([name, options, expected]) =>
  testCallerNames.map((caller, index) => ({ name, caller, options, expected: expected[index] ?? 0 })),
);

describe('account settings authorization matrix', () => {
  it.each(cells)('$name as $caller → $expected', async ({ caller, options, expected }) => {
    const response = await send(caller, options(caller));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it("leaves the other sold-to's contact as it was", async () => {
    const [row] = await testApp.database.db
      .select()
      .from(accountContacts)
      .where(eq(accountContacts.contactId, foreignContact));
    expect(row).toMatchObject({ customerId: the.foreignCustomer, version: 1, firstName: 'Ava' });
  });

  it.each([
    ['contactsOnly', 'company-info', 403],
    ['contactsOnly', 'stores', 403],
    ['contactsOnly', 'contacts', 200],
    ['companyOnly', 'company-info', 200],
    ['companyOnly', 'stores', 200],
    ['companyOnly', 'contacts', 403],
  ] as const)('%s: GET %s → %i (each area needs its own flag)', async (caller, path, expected) => {
    const response = await get(caller, `${base}/${path}?customer=${soldTo}`);
    expect(response.statusCode, response.body).toBe(expected);
  });

  it('a contact write without the contacts flag is refused and stores nothing', async () => {
    const response = await send('companyOnly', {
      method: 'POST',
      url: `${base}/contacts?customer=${soldTo}`,
      payload: { ...contactBody, lastName: 'Refused' },
    });
    expect(response.statusCode).toBe(403);
    const rows = await testApp.database.db
      .select()
      .from(accountContacts)
      .where(eq(accountContacts.lastName, 'Refused'));
    expect(rows).toHaveLength(0);
  });
});

describe('company info and stores', () => {
  it("answers the sold-to's customer master with its addresses and brands", async () => {
    const response = await get('owner', `${base}/company-info?customer=${soldTo}`);
    const info = companyInfoSchema.parse(response.json());
    expect(info).toMatchObject({
      customerId: soldTo,
      legalName: 'Harbour Outdoor Ltd',
      country: 'GB',
      storeCount: 3,
      soldTo: { partnerId: soldTo, city: 'Manchester' },
      billTo: { partnerId: `${soldTo}80` },
      payer: { partnerId: `${soldTo}90` },
    });
    expect(info.brands.map((brand) => brand.id).sort()).toEqual(['10', '25', '40', '45', '50']);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it("answers the customer master's commercial data and each brand's status", async () => {
    const info = companyInfoSchema.parse((await get('owner', `${base}/company-info?customer=${soldTo}`)).json());
    expect(info).toMatchObject({ tradingName: 'Harbour Outdoor', ...commercialData });
    const statusOf = Object.fromEntries(info.brands.map((brand) => [brand.id, brand.status]));
    expect(statusOf).toEqual({ '10': 'pending', '25': 'active', '40': 'active', '45': 'active', '50': 'active' });
  });

  it('lists the ship-tos by name, searches and pages them', async () => {
    const all = storePageSchema.parse((await get('owner', `${base}/stores?customer=${soldTo}`)).json());
    expect(all.totalElements).toBe(3);
    expect(all.items.map((store) => store.name)).toEqual([
      'Harbour Outdoor Distribution Centre',
      'Harbour Outdoor Leeds Trinity',
      'Harbour Outdoor Manchester Arndale',
    ]);
    const leeds = storePageSchema.parse((await get('owner', `${base}/stores?customer=${soldTo}&q=ls1`)).json());
    expect(leeds.items.map((store) => store.partnerId)).toEqual([`${soldTo}02`]);
    const second = storePageSchema.parse(
      (await get('owner', `${base}/stores?customer=${soldTo}&pageSize=2&pageNumber=1`)).json(),
    );
    expect(second).toMatchObject({ totalElements: 3, pageNumber: 1, pageSize: 2 });
    expect(second.items).toHaveLength(1);
  });

  it('answers one store; the sold-to itself or its bill-to is not a store (404)', async () => {
    const store = storeSchema.parse((await get('owner', `${base}/stores/${soldTo}01?customer=${soldTo}`)).json());
    expect(store).toMatchObject({
      partnerId: `${soldTo}01`,
      customerId: soldTo,
      city: 'Manchester',
      openingHours: 'Mon–Sat 09:00–20:00, Sun 11:00–17:00',
      deliveryInstructions: null,
    });
    expect((await get('owner', `${base}/stores/${soldTo}?customer=${soldTo}`)).statusCode).toBe(404);
    expect((await get('owner', `${base}/stores/${soldTo}80?customer=${soldTo}`)).statusCode).toBe(404);
    const malformed = await get('owner', `${base}/stores/abc?customer=${soldTo}`);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toMatchObject({ details: [{ field: 'shipToId', message: expect.any(String) }] });
  });

  it.each([
    ['/stores?customer={soldTo}&pageSize=0', 'pageSize'],
    [`/stores?customer={soldTo}&q=${'x'.repeat(101)}`, 'q'],
    ['/company-info?customer=12', 'customer'],
    ['/contacts', 'customer'],
  ])('%s → 400 naming %s, and only it', async (path, field) => {
    const response = await get('owner', `${base}${path.replace('{soldTo}', soldTo)}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field, message: expect.any(String) }] });
  });
});

describe('terms and conditions', () => {
  it("answers the current terms in the sold-to's language with its acceptance history", async () => {
    const response = await get(
      'german',
      `/priv/api/v1/customer/terms_and_conditions?customer=${the.ownCustomer.german}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const terms = customerTermsSchema.parse(response.json());
    expect(terms).toMatchObject({ customerId: the.ownCustomer.german, current: { language: 'de' } });
    expect(terms.versions[0]).toBe(terms.current.version);
    expect(terms.acceptances[0]).toMatchObject({ version: terms.current.version, channel: expect.any(String) });
  });

  it('needs termsAndConditions or dataPrivacy (403 for a user with neither)', async () => {
    const response = await get('contactsOnly', `/priv/api/v1/customer/terms_and_conditions?customer=${soldTo}`);
    expect(response.statusCode).toBe(403);
  });
});

describe('contacts', () => {
  const contactsUrl = () => `${base}/contacts?customer=${soldTo}`;
  const contactUrl = (id: string, query = '') => `${base}/contacts/${id}?customer=${soldTo}${query}`;

  it("lists the sold-to's contacts by name", async () => {
    const list = contactListSchema.parse((await get('owner', contactsUrl())).json());
    expect(list.items.map((contact) => contact.contactId).sort()).toEqual(
      ownerContacts.map((contact) => contact.contactId).sort(),
    );
    expect(list.items.map((contact) => contact.lastName)).toEqual(['Abbott', 'Moss', 'Young']);
  });

  it('adds, edits (with the version) and removes a contact; a stale edit or removal is 409', async () => {
    const created = await send('owner', { method: 'POST', url: contactsUrl(), payload: contactBody });
    expect(created.statusCode, created.body).toBe(201);
    const contact: Contact = contactSchema.parse(created.json());
    // Stored normalized: E.164 phone, lower-case e-mail.
    expect(contact).toMatchObject({ phone: '+441614960999', email: 'ava.lambert@example.com', version: 1 });

    const edited = await send('owner', {
      method: 'PUT',
      url: contactUrl(contact.contactId),
      payload: { ...contactBody, roles: ['marketing'], version: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ roles: ['marketing'], version: 2 });

    // A second tab still holding version 1.
    const stale = await send('owner', {
      method: 'PUT',
      url: contactUrl(contact.contactId),
      payload: { ...contactBody, firstName: 'Stale', version: 1 },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'Conflict',
      message: expect.stringContaining('changed by someone else'),
    });
    const staleRemoval = await send('owner', { method: 'DELETE', url: contactUrl(contact.contactId, '&version=1') });
    expect(staleRemoval.statusCode).toBe(409);
    const [row] = await testApp.database.db
      .select()
      .from(accountContacts)
      .where(eq(accountContacts.contactId, contact.contactId));
    expect(row).toMatchObject({ firstName: 'Ava', roles: ['marketing'], version: 2 });

    const removed = await send('owner', { method: 'DELETE', url: contactUrl(contact.contactId, '&version=2') });
    expect(removed.statusCode, removed.body).toBe(204);
    // Removed meanwhile: an edit from the other tab finds nothing.
    const gone = await send('owner', {
      method: 'PUT',
      url: contactUrl(contact.contactId),
      payload: { ...contactBody, version: 2 },
    });
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    ['a phone number that is not one', { phone: '12345' }, 'phone'],
    ['a phone number without country code', { phone: '0161 496 0000' }, 'phone'],
    ['an e-mail address that is not one', { email: 'ava@' }, 'email'],
    ['no role', { roles: [] }, 'roles'],
    ['an unknown role', { roles: ['sales'] }, 'roles.0'],
    ['a repeated role', { roles: ['orders', 'orders'] }, 'roles'],
    ['an empty first name', { firstName: ' ' }, 'firstName'],
  ])('POST with %s → 400 naming the field, nothing stored', async (_name, change, field) => {
    const lastName = `Invalid-${field}`;
    const response = await send('owner', {
      method: 'POST',
      url: contactsUrl(),
      payload: { ...contactBody, lastName, ...change },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
    const rows = await testApp.database.db.select().from(accountContacts).where(eq(accountContacts.lastName, lastName));
    expect(rows).toHaveLength(0);
  });

  it('PUT without a version → 400 naming version; a bad contact id → 404 naming contactId', async () => {
    const [existing] = ownerContacts;
    const noVersion = await send('owner', {
      method: 'PUT',
      url: contactUrl(existing?.contactId ?? ''),
      payload: contactBody,
    });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json()).toMatchObject({
      details: expect.arrayContaining([{ field: 'version', message: expect.any(String) }]),
    });
    const badId = await send('owner', { method: 'DELETE', url: contactUrl('not-a-uuid') });
    expect(badId.statusCode).toBe(404);
    expect(badId.json()).toMatchObject({
      details: expect.arrayContaining([{ field: 'contactId', message: expect.any(String) }]),
    });
  });
});

describe('terms document and send by e-mail', () => {
  it("answers the current terms in the sold-to's language, or in the one asked for", async () => {
    const own = termsDocumentSchema.parse((await get('owner', `${base}/terms-document?customer=${soldTo}`)).json());
    expect(own).toMatchObject({ customerId: soldTo, language: 'en' });
    expect(own.body).toContain('<h2>');
    const german = termsDocumentSchema.parse(
      (await get('owner', `${base}/terms-document?customer=${soldTo}&lang=de`)).json(),
    );
    expect(german).toMatchObject({ language: 'de', version: own.version });
    expect(german.title).not.toBe(own.title);
    const response = await get('owner', `${base}/terms-document?customer=${soldTo}&lang=xx`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('lang');
  });

  it('mails the terms as PDF to the signed-in user, in the language asked for', async () => {
    const response = await send('owner', {
      method: 'POST',
      url: `${base}/terms-document/send-email?customer=${soldTo}&lang=fr`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { attachment } = response.json<{ recipient: string; attachment: string }>();
    expect(response.json()).toEqual({
      recipient: ownerName,
      attachment: expect.stringMatching(/^terms-and-conditions-.+-fr\.pdf$/),
    });
    const mails = (await outboxFor(testApp.app, ownerName)) as Array<
      Awaited<ReturnType<typeof outboxFor>>[number] & {
        attachments: Array<{ filename: string; contentType: string; size: number }>;
      }
    >;
    const mail = mails.find((candidate) => candidate.attachments.some((file) => file.filename === attachment));
    expect(mail?.text).toContain('Harbour Outdoor Ltd');
    expect(mail?.text).toContain('portail client');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ filename: attachment, contentType: 'application/pdf', size: expect.any(Number) }),
    ]);
    expect(mail?.attachments[0]?.size).toBeGreaterThan(1000);
  });

  it('needs the send-by-e-mail permission (403, nothing sent) and limits the sends per user (429)', async () => {
    const before = (await outboxMails(testApp.app)).length;
    const refused = await send('termsOnly', {
      method: 'POST',
      url: `${base}/terms-document/send-email?customer=${soldTo}`,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('termsAndConditionsSendByEmail');
    const after = (await outboxMails(testApp.app)).length;
    expect(after).toBe(before);
    expect((await get('termsOnly', `${base}/terms-document?customer=${soldTo}`)).statusCode).toBe(200);

    const attempt = () =>
      send('termsMailer', { method: 'POST', url: `${base}/terms-document/send-email?customer=${soldTo}` });
    for (let index = 0; index < termsMailsPerHour; index += 1) expect((await attempt()).statusCode).toBe(200);
    const limited = await attempt();
    expect(limited.statusCode, limited.body).toBe(429);
  });

  it('lays the terms HTML out as the PDF sections: headings, their text, entities decoded', () => {
    expect(
      termsPdfText({
        title: 'Terms',
        body: '<p>Read &amp; keep.</p><h2>1. Scope</h2>\n<p>These terms apply.</p><p>Always.</p><h2>2. Price</h2><ul><li>Net</li><li>&euro;&#8364;</li></ul>',
      }),
    ).toEqual({
      title: 'Terms',
      lead: 'Read & keep.',
      sections: [
        ['1. Scope', 'These terms apply.\nAlways.'],
        ['2. Price', '• Net\n• &euro;€'],
      ],
    });
    expect(plainText('A<br>B&nbsp;&lt;c&gt;')).toBe('A\nB <c>');
  });
});
