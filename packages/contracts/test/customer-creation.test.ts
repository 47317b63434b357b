import { describe, expect, it } from 'vitest';
import {
  addShipToDataSchema,
  countryCodes,
  fieldChanges,
  isPhoneOf,
  isPostcodeOf,
  isVatIdOf,
  newCustomerDataSchema,
  newCustomerDraftSchema,
  normalizedVatId,
} from '../src/index.ts';

/** The customer-creation request schema the form and the server share: the rules by country. */

const address = { name: 'Bergsport', street: 'Lindenstraße 4', postcode: '10115', city: 'Berlin', country: 'DE' };
const complete = {
  legalName: 'Bergsport GmbH',
  vatId: 'DE136695976',
  language: 'de',
  currency: 'EUR',
  soldTo: address,
  shipTos: [{ ...address, openingHours: '' }],
  contacts: [{ name: 'Anna', email: 'anna@example.com', phone: '+49 30 1234567' }],
  brands: [{ brandId: '40', division: '10', expectedSeasonVolume: '1000' }],
  paymentTerms: 'NET30',
  salesRep: { name: 'Sarah', email: 'staff@example.com' },
};
const paths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('rules by country', () => {
  it('checks a VAT id with its checksum and against the country (Greece writes EL)', () => {
    expect(isVatIdOf('DE136695976', 'DE')).toBe(true);
    expect(isVatIdOf('de 136.695.976', 'DE')).toBe(true);
    expect(isVatIdOf('DE136695977', 'DE')).toBe(false);
    expect(isVatIdOf('DE136695976', 'AT')).toBe(false);
    expect(normalizedVatId('de 136-695.976')).toBe('DE136695976');
  });

  it('checks postcodes and phone numbers for the country', () => {
    expect(isPostcodeOf('10115', 'DE')).toBe(true);
    expect(isPostcodeOf('M3 2BA', 'DE')).toBe(false);
    expect(isPostcodeOf('M3 2BA', 'GB')).toBe(true);
    expect(isPhoneOf('030 1234567', 'DE')).toBe(true);
    expect(isPhoneOf('123', 'DE')).toBe(false);
    expect(countryCodes).toContain('DE');
    expect(countryCodes).not.toContain('XX');
  });
});

describe('the new-customer schema', () => {
  it('accepts a complete request and leaves empty optional texts out', () => {
    const parsed = newCustomerDataSchema.parse(complete);
    expect(parsed.shipTos[0]?.openingHours).toBeUndefined();
    expect(parsed.brands[0]?.expectedSeasonVolume).toBe(1000);
  });

  it('reads data stored with one shipTo as a list of it, and names a ship-to by its index', () => {
    const { shipTos, ...rest } = complete;
    expect(newCustomerDataSchema.parse({ ...rest, shipTo: shipTos[0] }).shipTos).toHaveLength(1);
    expect(newCustomerDraftSchema.parse({ shipTo: address })).toEqual({ shipTos: [address] });
    const second = { ...address, postcode: 'ABC' };
    expect(paths(newCustomerDataSchema.safeParse({ ...complete, shipTos: [address, second] }))).toEqual([
      'shipTos.1.postcode',
    ]);
    expect(paths(newCustomerDataSchema.safeParse({ ...complete, shipTos: [] }))).toEqual(['shipTos']);
  });

  it('names the VAT id when it does not belong to the sold-to country', () => {
    expect(paths(newCustomerDataSchema.safeParse({ ...complete, vatId: 'FR40303265045' }))).toEqual(['vatId']);
  });

  it('lets a draft miss fields but not hold invalid ones', () => {
    expect(newCustomerDraftSchema.safeParse({ legalName: 'Half' }).success).toBe(true);
    expect(paths(newCustomerDraftSchema.safeParse({ vatId: 'DE1', soldTo: { country: 'DE' } }))).toEqual(['vatId']);
    expect(paths(newCustomerDraftSchema.safeParse({ soldTo: { country: 'DE', postcode: 'ABC' } }))).toEqual([
      'soldTo.postcode',
    ]);
  });

  it('names the rules across fields alongside other refusals, once the fields they read passed', () => {
    const several = {
      ...complete,
      vatId: 'FR40303265045',
      soldTo: { ...address, street: '', postcode: 'ABC' },
      contacts: [{ name: 'Anna', email: 'anna@audit', phone: '123', country: 'DE' }],
    };
    expect(paths(newCustomerDataSchema.safeParse(several)).sort()).toEqual([
      'contacts.0.email',
      'contacts.0.phone',
      'soldTo.postcode',
      'soldTo.street',
      'vatId',
    ]);
    // Whole sections missing: named as missing, the rules across fields wait for them.
    expect(paths(newCustomerDataSchema.safeParse({ legalName: 'Half', vatId: 'DE1' }))).toEqual(
      expect.arrayContaining(['soldTo', 'contacts', 'salesRep']),
    );
    // The sold-to's country refused: the VAT id cannot be judged against it.
    const noCountry = { ...complete, vatId: 'FR40303265045', soldTo: { ...address, country: 'XX' } };
    expect(paths(newCustomerDataSchema.safeParse(noCountry))).toEqual(['soldTo.country']);
  });

  it('refuses the same brand and division twice', () => {
    const twice = { ...complete, brands: [complete.brands[0], complete.brands[0]] };
    expect(paths(newCustomerDataSchema.safeParse(twice))).toEqual(['brands']);
  });

  it('needs a brand for a new ship-to', () => {
    expect(paths(addShipToDataSchema.safeParse({ shipTo: address, brandIds: [] }))).toEqual(['brandIds']);
  });
});

describe('fieldChanges', () => {
  it('lists changed, added and removed leaves by dotted path', () => {
    expect(
      fieldChanges(
        { legalName: 'A', soldTo: { city: 'Berlin' }, contacts: [{ name: 'X' }] },
        { legalName: 'A', soldTo: { city: 'Potsdam' }, contacts: [{ name: 'X' }, { name: 'Y' }], notes: 'n' },
      ),
    ).toEqual([
      { path: 'contacts.1.name', before: null, after: 'Y' },
      { path: 'notes', before: null, after: 'n' },
      { path: 'soldTo.city', before: 'Berlin', after: 'Potsdam' },
    ]);
  });
});
