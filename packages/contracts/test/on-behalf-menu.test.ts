import { describe, expect, it } from 'vitest';
import { derivePermissions } from '../src/derive-permissions.ts';
import { matchesPathPattern } from '../src/path-pattern.ts';
import { onBehalfMenuOf, openOnBehalfMenuEntries } from '../src/on-behalf-menu.ts';
import { isOnBehalfPagePath } from '../src/page-paths.ts';
import type { PermissionsRecord } from '../src/permissions.ts';
import { sections, type Section } from '../src/sections.ts';

const customerRecord = (enabled: string[]): PermissionsRecord => ({
  userName: 'buyer@example.com',
  name: 'Buyer',
  passwordExpirationDate: null,
  language: 'en',
  creationReason: null,
  activeBrands: [],
  portalConfiguration: [],
  companyType: 'CUSTOMER',
  userId: 'u1',
  fullname: 'Buyer',
  portalPrivileges: [{ customer: '1000001', enabled, role: 'buyer', legacyBrandList: [] }],
});
const flagsOf = (enabled: string[]) => derivePermissions(customerRecord(enabled), { soldToId: '1000001' });
const labelsFor = (enabled: string[], manifest: readonly Section[] = sections) =>
  openOnBehalfMenuEntries(onBehalfMenuOf(manifest), flagsOf(enabled)).map((entry) => entry.label);

describe('the on-behalf menu (spec 2.5), from the section manifest', () => {
  it("lists spec 2.5's sections: company info, shops, documents, tickets, brands, orders old and new, ...", () => {
    expect(
      onBehalfMenuOf()
        .map((entry) => entry.label)
        .sort(),
    ).toEqual(
      [
        'menu_brands',
        'menu_company_info',
        'menu_contacts',
        'menu_documents',
        'menu_faqs',
        'menu_orders',
        'menu_orders_old',
        'menu_reports',
        'menu_returns',
        'menu_stores',
        'menu_terms',
        'menu_tickets',
        'menu_updates',
        'menu_warranty',
      ].sort(),
    );
  });

  it('leads every entry to a page allowed on behalf, at an address without parameters', () => {
    for (const entry of onBehalfMenuOf()) {
      expect(isOnBehalfPagePath(entry.to), entry.id).toBe(true);
      expect(entry.to, entry.id).not.toMatch(/[:*]/);
    }
  });

  it("shows an entry with its section's rule and a page's own", () => {
    expect(labelsFor(['TICKET'])).toEqual(['menu_tickets']);
    expect(labelsFor(['CONTACTS'])).toEqual(['menu_contacts']);
    expect(labelsFor(['COMPANY_INFO']).sort()).toEqual(['menu_company_info', 'menu_stores']);
    // Terms: with the data-privacy or the terms permission.
    expect(labelsFor(['DATA_PRIVACY'])).toEqual(['menu_terms']);
    expect(labelsFor(['TERMS_AND_CONDITIONS'])).toEqual(['menu_terms']);
    // Hide-updates takes notifications and alerts away, and with them this entry.
    expect(labelsFor(['NOTIFICATIONS'])).toEqual(['menu_updates']);
    expect(labelsFor([])).toEqual([]);
  });

  it('follows the manifest: a section taken out, not allowed on behalf, or with another rule changes the menu', () => {
    const without = sections.filter((section) => section.id !== 'tickets');
    expect(labelsFor(['TICKET'], without)).toEqual([]);
    const notOnBehalf = sections.map((section) =>
      section.id === 'tickets' ? { ...section, allowedOnBehalf: false } : section,
    );
    expect(labelsFor(['TICKET'], notOnBehalf)).toEqual([]);
    const stricter = sections.map((section) =>
      section.id === 'tickets' ? { ...section, access: { allOf: ['report' as const] } } : section,
    );
    expect(labelsFor(['TICKET'], stricter)).toEqual([]);
    expect(labelsFor(['REPORT'], stricter).sort()).toEqual(['menu_reports', 'menu_tickets']);
  });

  it("leads a section's entry where its sidebar item does, and an account page's to the page", () => {
    const to = Object.fromEntries(onBehalfMenuOf().map((entry) => [entry.id, entry.to]));
    expect(to).toMatchObject({ tickets: '/ticket/history', brand: '/brands', companyInfo: '/account/company-info' });
    expect(matchesPathPattern('/account/*', to.stores ?? '')).toBe(true);
  });
});
