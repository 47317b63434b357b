import { privilegeCodes, type PermissionsRecord, type PortalPrivilege, type SoldTo } from '@portal/contracts';

/** Every customer privilege (what buyer@example.com has). */
export const allCustomerCodes: string[] = privilegeCodes.filter(
  (code) => !['HIDE_UPDATES', 'ON_BEHALF'].includes(code),
);

export function privilege(customer: string, enabled: string[] = allCustomerCodes): PortalPrivilege {
  return { customer, enabled, role: 'CUSTOMER', legacyBrandList: [] };
}

export function permissionsRecord(overrides: Partial<PermissionsRecord> = {}): PermissionsRecord {
  return {
    userId: '7d3e0f3a-4c55-4e47-9d2b-2f1a5f0c9b11',
    userName: 'buyer@example.com',
    name: 'Emma',
    fullname: 'Emma Collins',
    passwordExpirationDate: null,
    language: 'en',
    creationReason: null,
    activeBrands: ['40', '50'],
    portalConfiguration: [{ language: 'en', username: 'buyer@example.com' }],
    portalPrivileges: [privilege('1000001')],
    companyType: 'external',
    ...overrides,
  };
}

export function soldTo(customerId: string, overrides: Partial<SoldTo> = {}): SoldTo {
  return {
    customerId,
    legalName: `Customer ${customerId}`,
    name: `Customer ${customerId}`,
    lastLogin: null,
    termsAndConditionsAcceptedBy: 'buyer@example.com',
    termsAndConditionsTimestamp: '2026-01-15T09:30:00.000Z',
    division: '01',
    ...overrides,
  };
}
