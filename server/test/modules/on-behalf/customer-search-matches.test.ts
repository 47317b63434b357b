import { customerSearchPageSchema, phoneE164, type CustomerSearchResult } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContact } from '../../../src/modules/account-settings/store.ts';
import { phonePrefixOf } from '../../../src/modules/accounts/customer-search-store.ts';
import { createSignedInUser, createTestCustomer, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { addCustomerMasters } from '../../helpers/customer-masters.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/**
 * The customer search beyond the customer's own fields (issue 34): ship-to names, cities and postcodes, contacts'
 * e-mail and phone, portal users' e-mail, each hit saying what matched.
 */

let testApp: TestApp;
let token: string;
/**
 * The file's sold-tos, with names, places and numbers the demo data does not use: an outdoor shop in Fellbridge
 * with two ship-tos (one in Kettlewick, postcode KW7 3QZ), a contact and a portal user; and a shop whose own city,
 * Fellmoor, is a ship-to's city too.
 */
let outdoor = '';
let fellmoor = '';
let portalUser = '';
const contactEmail = 'orla.brennock@brackenfold-outdoor.example';

// The app, and the sold-tos with their data, are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { db } = testApp.database;
  outdoor = await createTestCustomer(db, { legalName: 'Brackenfold Outdoor Ltd', country: 'GB' });
  fellmoor = await createTestCustomer(db, { legalName: 'Kransholm Sport', country: 'DE' });
  await addCustomerMasters(db, [outdoor], {
    legalName: 'Brackenfold Outdoor Ltd',
    country: 'GB',
    office: { street: '12 Mill Lane', postcode: 'FB1 2AB', city: 'Fellbridge' },
    shipTos: [
      {
        name: 'Brackenfold Outdoor Harrowgate Quayside',
        street: '3 Quay Street',
        postcode: 'HQ4 5CD',
        city: 'Harrowgate',
      },
      {
        name: 'Brackenfold Outdoor Distribution Centre',
        street: '9 Moor Road',
        postcode: 'KW7 3QZ',
        city: 'Kettlewick',
      },
    ],
  });
  await addCustomerMasters(db, [fellmoor], {
    legalName: 'Kransholm Sport',
    office: { street: '1 Marktplatz', postcode: '10115', city: 'Fellmoor' },
    shipTos: [{ name: 'Kransholm Sport Lager', street: '2 Hafenweg', postcode: '10117', city: 'Fellmoor' }],
  });
  const contact = await insertContact(
    db,
    outdoor,
    {
      firstName: 'Orla',
      lastName: 'Brennock',
      email: contactEmail,
      phone: phoneE164('+44 113 496 0777') ?? '',
      roles: ['orders'],
    },
    10,
  );
  if (contact === 'full') throw new Error('the contact was not stored');
  const [user, staff] = await Promise.all([
    createSignedInUser(testApp.app, db, [{ customerId: outdoor, enabled: ['ORDER_INQUIRY'] }]),
    createSignedInUser(testApp.app, db, [staffEntries.service], { companyType: 'internal' }),
  ]);
  portalUser = user.username;
  token = staff.token;
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [outdoor, fellmoor]);
  await testApp.close();
});

async function search(q: string): Promise<CustomerSearchResult[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/customer-search?${new URLSearchParams({ q }).toString()}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return customerSearchPageSchema.parse(response.json()).items;
}

const hit = (items: CustomerSearchResult[], customerId: string) =>
  items.find((item) => item.customerId === customerId)?.matchedBy;

describe('customer search: what matched', () => {
  it('says the number or the legal name matched', async () => {
    expect(hit(await search(outdoor), outdoor)).toEqual({ kind: 'number', text: outdoor });
    expect(hit(await search('Brakenfold Outdor'), outdoor)).toEqual({ kind: 'name', text: 'Brackenfold Outdoor Ltd' });
  });

  it('finds a ship-to by its name (typos allowed), city or postcode, and names that ship-to', async () => {
    expect(hit(await search('Harowgate Quaysde'), outdoor)).toEqual({
      kind: 'shipToName',
      text: 'Brackenfold Outdoor Harrowgate Quayside',
    });
    expect(hit(await search('Kettlewick'), outdoor)).toEqual({
      kind: 'shipToCity',
      text: 'Brackenfold Outdoor Distribution Centre, Kettlewick',
    });
    expect(hit(await search('kw7 3qz'), outdoor)).toEqual({
      kind: 'shipToPostcode',
      text: 'Brackenfold Outdoor Distribution Centre, KW7 3QZ',
    });
    // The sold-to's own city ranks above a ship-to in the same city.
    expect(hit(await search('Fellmoor'), fellmoor)).toEqual({ kind: 'city', text: 'Fellmoor' });
  });

  it("finds a customer by a contact's e-mail (any part) or phone (its beginning, written any usual way)", async () => {
    expect(hit(await search('orla.brennock@'), outdoor)).toEqual({ kind: 'contactEmail', text: contactEmail });
    for (const phone of ['+44 113 496 0777', '0044 113-496', '+44113496']) {
      expect(hit(await search(phone), outdoor)?.kind, phone).toBe('contactPhone');
    }
  });

  it("finds a customer by its portal users' e-mail", async () => {
    expect(hit(await search(portalUser), outdoor)).toEqual({ kind: 'userEmail', text: portalUser });
  });

  it('matches LIKE wildcards literally and leaves customers without a query unmatched', async () => {
    expect(await search('%@%')).toEqual([]);
    const all = await search('');
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((item) => item.matchedBy === null)).toBe(true);
  });
});

describe('phonePrefixOf', () => {
  it('reads a number with its country code as E.164, and nothing else', () => {
    expect(phonePrefixOf('+49 (30) 123-45')).toBe('+493012345');
    expect(phonePrefixOf('0049 30 12')).toBe('+493012');
    expect(phonePrefixOf('030 1234')).toBeUndefined();
    expect(phonePrefixOf('+49')).toBeUndefined();
  });
});
