import { customerSearchPageSchema, type CustomerSearchResult } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePrefixOf } from '../../../src/modules/accounts/customer-search-store.ts';
import { personaTokens } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/**
 * The customer search beyond the customer's own fields (issue 34): ship-to names, cities and postcodes, contacts'
 * e-mail and phone, portal users' e-mail, each hit saying what matched.
 */

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ staff: token } = await personaTokens(testApp.app, ['staff']));
});

afterAll(() => testApp.close());

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
    expect(hit(await search('1000101'), '1000101')).toEqual({ kind: 'number', text: '1000101' });
    expect(hit(await search('Colins Outdor'), '1000101')).toEqual({ kind: 'name', text: 'Collins Outdoor Ltd' });
  });

  it('finds a ship-to by its name (typos allowed), city or postcode, and names that ship-to', async () => {
    expect(hit(await search('Leeds Trinty'), '1000101')).toEqual({
      kind: 'shipToName',
      text: 'Collins Outdoor Leeds Trinity',
    });
    expect(hit(await search('Warrington'), '1000101')).toEqual({
      kind: 'shipToCity',
      text: 'Collins Outdoor Distribution Centre, Warrington',
    });
    expect(hit(await search('wa3 6yn'), '1000101')).toEqual({
      kind: 'shipToPostcode',
      text: 'Collins Outdoor Distribution Centre, WA3 6YN',
    });
    // The sold-to's own city ranks above a ship-to in the same city.
    expect(hit(await search('Berlin'), '1000103')).toEqual({ kind: 'city', text: 'Berlin' });
  });

  it("finds a customer by a contact's e-mail (any part) or phone (its beginning, written any usual way)", async () => {
    expect(hit(await search('oliver.grant@'), '1000101')).toEqual({
      kind: 'contactEmail',
      text: 'oliver.grant@collins-outdoor.example',
    });
    for (const phone of ['+44 161 496 0123', '0044 161-496', '+44161496']) {
      expect(hit(await search(phone), '1000101')?.kind, phone).toBe('contactPhone');
    }
  });

  it("finds a customer by its portal users' e-mail", async () => {
    expect(hit(await search('buyer@example.com'), '1000101')).toEqual({
      kind: 'userEmail',
      text: 'buyer@example.com',
    });
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
