import { privilegeCodes, type PermissionsRecord, type SoldTo } from '@portal/contracts';

/** The sold-to every remote's tests work on: one UK customer of one division. */
export const testSoldTo: SoldTo = {
  customerId: '1000101',
  legalName: 'Collins Outdoor Ltd',
  name: 'Collins Outdoor Ltd',
  lastLogin: null,
  termsAndConditionsAcceptedBy: null,
  termsAndConditionsTimestamp: null,
  division: '10',
};

/** The signed-in user of the tests: a buyer of `testSoldTo`. */
export const testUser = {
  userId: '7d3e0f3a-4c55-4e47-9d2b-2f1a5f0c9b11',
  userName: 'buyer@example.com',
  name: 'Emma',
  fullname: 'Emma Collins',
} as const;

/**
 * Every privilege a customer's user may hold. `HIDE_UPDATES` and `ON_BEHALF` change what the portal does rather
 * than open a section, so a test that wants them asks for them by name.
 */
export const allPrivilegeCodes: readonly string[] = privilegeCodes.filter(
  (code) => !['HIDE_UPDATES', 'ON_BEHALF'].includes(code),
);

/** The permissions record of `testUser` on `testSoldTo`, holding the privileges `enabled`. */
export function testPermissions(enabled: readonly string[] = allPrivilegeCodes): PermissionsRecord {
  return {
    ...testUser,
    passwordExpirationDate: null,
    language: 'en',
    creationReason: null,
    activeBrands: ['40'],
    portalConfiguration: [{ language: 'en', username: testUser.userName }],
    portalPrivileges: [
      { customer: testSoldTo.customerId, enabled: [...enabled], role: 'CUSTOMER', legacyBrandList: [] },
    ],
    companyType: 'external',
  };
}

/** Another sold-to of `testUser`, for the lists across accounts: `testSoldTo`'s facts with its own number and name. */
export function testSoldToOf(customerId: string, name: string): SoldTo {
  return { ...testSoldTo, customerId, legalName: name, name };
}

/** The permissions record of `testUser` with one privilege entry per sold-to: its number and the privileges held. */
export function testPermissionsAcross(entries: Readonly<Record<string, readonly string[]>>): PermissionsRecord {
  return {
    ...testPermissions(),
    portalPrivileges: Object.entries(entries).map(([customer, enabled]) => ({
      customer,
      enabled: [...enabled],
      role: 'CUSTOMER',
      legacyBrandList: [],
    })),
  };
}
