import { describe, expect, it } from 'vitest';
import { derivePermissions } from '../src/derive-permissions.ts';
import type { PermissionsRecord } from '../src/permissions.ts';
import { canOpenPagePath, isOnBehalfPagePath } from '../src/page-paths.ts';

describe('isOnBehalfPagePath (spec 2.5)', () => {
  it('keeps the customer sections allowed on behalf, at their roots and below', () => {
    for (const path of [
      '/dashboard',
      '/documents',
      '/documents/invoice/9000001',
      '/ticket/history',
      '/orders/sap/4500001',
      '/reports/order-intake',
      '/account/company-info',
      '/account/stores/1000101/100010101/10',
      '/faqs/topic/orders',
      '/updates',
      '/returns',
    ]) {
      expect(isOnBehalfPagePath(path), path).toBe(true);
    }
  });

  it('keeps an address in any case and with a trailing slash, as the router renders it', () => {
    expect(isOnBehalfPagePath('/Documents/invoice')).toBe(true);
    expect(isOnBehalfPagePath('/account/contacts/')).toBe(true);
  });

  it('keeps the customer search, where the banner goes back to', () => {
    expect(isOnBehalfPagePath('/customer-search')).toBe(true);
    expect(isOnBehalfPagePath('/customer-search/')).toBe(true);
  });

  it('ends the mode on staff tools and pages outside the shell', () => {
    for (const path of ['/customer-creation-requests', '/etaf', '/order', '/login', '/sold-to', '/customer-searches']) {
      expect(isOnBehalfPagePath(path), path).toBe(false);
    }
  });
});

describe('canOpenPagePath', () => {
  const staffRecord: PermissionsRecord = {
    userName: 'staff@example.com',
    name: 'Staff',
    passwordExpirationDate: null,
    language: 'en',
    creationReason: null,
    activeBrands: [],
    portalConfiguration: [],
    companyType: 'INTERNAL',
    userId: 'u1',
    fullname: 'Staff',
    portalPrivileges: [
      { customer: '*', enabled: ['ON_BEHALF', 'ETAF', 'ON_BEHALF_DOCUMENT'], role: 'staff', legacyBrandList: [] },
    ],
  };
  const own = derivePermissions(staffRecord, { soldToId: null });
  const privileges = (customer: string, enabled: string[]) => ({
    customer,
    enabled,
    role: 'buyer',
    legacyBrandList: [],
  });

  it("follows each route's rule: a page without one, the staff's own tools, not the customers' sections", () => {
    expect(canOpenPagePath('/dashboard', own)).toBe(true);
    expect(canOpenPagePath('/customer-search', own)).toBe(true);
    expect(canOpenPagePath('/etaf', own)).toBe(true);
    expect(canOpenPagePath('/documents/invoice', own)).toBe(false);
    expect(canOpenPagePath('/orders/sap/4500001', own)).toBe(false);
  });

  it("adds a remote page's own rule to its section's", () => {
    const customer = derivePermissions(
      { ...staffRecord, companyType: 'CUSTOMER', portalPrivileges: [privileges('1000001', ['CONTACTS'])] },
      { soldToId: '1000001' },
    );
    expect(canOpenPagePath('/account/contacts', customer)).toBe(true);
    expect(canOpenPagePath('/account/company-info', customer)).toBe(false);
    expect(canOpenPagePath('/account', customer)).toBe(true);
  });

  it('opens no unknown address', () => {
    expect(canOpenPagePath('/no-such-page', own)).toBe(false);
  });
});
