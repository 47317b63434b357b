// @vitest-environment jsdom
import type { PermissionsRecord, SoldTo } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribe } from '../src/events.ts';
import {
  clearPortalState,
  getPermissions,
  getPortalState,
  rememberedSoldToId,
  onBehalfSessionId,
  setActingOnBehalf,
  storePermissions,
  storeSelectedSoldTo,
  storeSoldTos,
  updateSoldTo,
} from '../src/portal-state.ts';
import type { BrandInfo } from '../src/events.ts';

function record(overrides: Partial<PermissionsRecord> = {}): PermissionsRecord {
  return {
    userId: '7d3e0f3a-4c55-4e47-9d2b-2f1a5f0c9b11',
    userName: 'multi@example.com',
    name: 'Daniel',
    fullname: 'Daniel Hayes',
    passwordExpirationDate: null,
    language: 'en',
    creationReason: null,
    activeBrands: [],
    portalConfiguration: [],
    portalPrivileges: [
      { customer: '1000001', enabled: ['FAQ'], role: 'CUSTOMER', legacyBrandList: [] },
      { customer: '1000002', enabled: ['TICKET', 'TERMS_AND_CONDITIONS'], role: 'CUSTOMER', legacyBrandList: [] },
    ],
    companyType: 'external',
    ...overrides,
  };
}

function soldTo(customerId: string, overrides: Partial<SoldTo> = {}): SoldTo {
  return {
    customerId,
    legalName: `Customer ${customerId}`,
    name: `Customer ${customerId}`,
    lastLogin: null,
    termsAndConditionsAcceptedBy: null,
    termsAndConditionsTimestamp: null,
    division: null,
    ...overrides,
  };
}

afterEach(() => {
  clearPortalState();
  sessionStorage.clear();
});

describe('portal state', () => {
  it('derives the permissions for the selected sold-to', () => {
    expect(getPermissions()).toBeNull();
    storePermissions(record());
    storeSelectedSoldTo(soldTo('1000001'));
    expect(getPermissions()).toMatchObject({ faq: true, ticket: false, soldToId: '1000001', account: true });
    storeSelectedSoldTo(soldTo('1000002'));
    expect(getPermissions()).toMatchObject({ faq: false, ticket: true, termsAndConditions: true });
  });

  it('keeps the derived object while nothing changes (a stable snapshot for React)', () => {
    storePermissions(record());
    storeSelectedSoldTo(soldTo('1000001'));
    expect(getPermissions()).toBe(getPermissions());
  });

  it('uses the on-behalf permissions while an internal user acts on behalf', () => {
    storePermissions(
      record({
        companyType: 'internal',
        portalPrivileges: [
          { customer: '*', enabled: ['ON_BEHALF', 'TICKET', 'ON_BEHALF_FAQ'], role: 'STAFF', legacyBrandList: [] },
        ],
      }),
    );
    expect(getPermissions()).toMatchObject({ internal: true, ticket: true, faq: false, onBehalf: true });
    setActingOnBehalf({ sessionId: 'session-1', customerId: '1000107', name: 'Sporthaus Berger GmbH' });
    expect(getPermissions()).toMatchObject({ ticket: false, faq: true, onBehalf: true, soldToId: '1000107' });
    expect(getPortalState().selectedSoldTo).toMatchObject({ customerId: '1000107', name: 'Sporthaus Berger GmbH' });
    expect(onBehalfSessionId()).toBe('session-1');
    setActingOnBehalf(null);
    expect(getPermissions()).toMatchObject({ ticket: true, faq: false });
    expect(getPortalState().selectedSoldTo).toBeNull();
    expect(onBehalfSessionId()).toBeNull();
  });

  it('publishes the permissions and selectedSoldTo events', () => {
    const events: string[] = [];
    const stops = [
      subscribe('permissions', (payload) => events.push(`permissions:${payload?.userName ?? 'null'}`)),
      subscribe('selectedSoldTo', (payload) => events.push(`selectedSoldTo:${payload?.customerId ?? 'null'}`)),
    ];
    storePermissions(record());
    storeSelectedSoldTo(soldTo('1000002'));
    clearPortalState();
    for (const stop of stops) stop();
    expect(events).toEqual([
      'permissions:multi@example.com',
      'selectedSoldTo:1000002',
      'permissions:null',
      'selectedSoldTo:null',
    ]);
  });

  it('remembers the selected sold-to per username in sessionStorage, and keeps it on sign-out', () => {
    storeSelectedSoldTo(soldTo('1000002'), 'multi@example.com');
    storeSelectedSoldTo(soldTo('1000001'), 'buyer@example.com');
    clearPortalState();
    expect(getPortalState()).toEqual({
      permissions: null,
      soldTos: null,
      selectedSoldTo: null,
      brands: null,
      actingOnBehalf: false,
      onBehalfSession: null,
    });
    expect(rememberedSoldToId('multi@example.com')).toBe('1000002');
    expect(rememberedSoldToId('buyer@example.com')).toBe('1000001');
    expect(rememberedSoldToId('nobody@example.com')).toBeNull();
  });

  it('gives the selection the newer list entry, and stamps one entry', () => {
    storeSelectedSoldTo(soldTo('1000002'));
    const fresh = soldTo('1000002', { legalName: 'Renamed' });
    storeSoldTos([soldTo('1000001'), fresh]);
    expect(getPortalState().selectedSoldTo).toBe(fresh);

    updateSoldTo('1000002', {
      termsAndConditionsAcceptedBy: 'multi@example.com',
      termsAndConditionsTimestamp: '2026-03-02T10:00:00.000Z',
    });
    expect(getPortalState().soldTos?.[1]?.termsAndConditionsAcceptedBy).toBe('multi@example.com');
    expect(getPortalState().soldTos?.[0]?.termsAndConditionsAcceptedBy).toBeNull();
    expect(getPortalState().selectedSoldTo?.termsAndConditionsAcceptedBy).toBe('multi@example.com');
  });

  it('is one state per page, whichever bundle (host or remote) reads it, and survives a reload', async () => {
    storePermissions(record());
    storeSelectedSoldTo(soldTo('1000001'));
    // A remote bundles its own copy of the module; it finds the same state.
    vi.resetModules();
    const copy = await import('../src/portal-state.ts');
    expect(copy.getPermissions()).toMatchObject({ faq: true, soldToId: '1000001' });

    // After a reload the state comes back from sessionStorage.
    (globalThis as Record<symbol, unknown>)[Symbol.for('portal.state')] = undefined;
    expect(getPortalState().selectedSoldTo?.customerId).toBe('1000001');
    expect(getPortalState().permissions?.userName).toBe('multi@example.com');
  });

  describe('the brands item (spec 3, 4 and 6)', () => {
    function publishedBrands(): Array<string[] | null> {
      const seen: Array<string[] | null> = [];
      subscribe('brands', (brands: readonly BrandInfo[] | null) => seen.push(brands?.map((brand) => brand.id) ?? null));
      return seen;
    }

    it("publishes an internal user's active brands with the permissions, in catalogue order", () => {
      const seen = publishedBrands();
      storePermissions(record({ companyType: 'INTERNAL', activeBrands: ['50', '40', '99'] }));
      expect(getPortalState().brands).toEqual([
        { id: '40', department: 'ZT', label: 'The North Face' },
        { id: '50', department: 'ZV', label: 'Vans' },
      ]);
      expect(seen).toEqual([['40', '50']]);
      expect(JSON.parse(sessionStorage.getItem('portal.brands') ?? 'null')).toHaveLength(2);
    });

    it("publishes a customer's brands only once an account is selected, and clears them on logout", () => {
      const seen = publishedBrands();
      storePermissions(record({ activeBrands: ['45'] }));
      expect(getPortalState().brands).toBeNull();
      storeSelectedSoldTo(soldTo('1000001'));
      expect(getPortalState().brands?.map((brand) => brand.label)).toEqual(['Timberland']);
      // Another account, same brands: nothing new to tell.
      storeSelectedSoldTo(soldTo('1000002'));
      clearPortalState();
      expect(getPortalState().brands).toBeNull();
      expect(sessionStorage.getItem('portal.brands')).toBeNull();
      expect(seen).toEqual([['45'], null]);
    });
  });
});
