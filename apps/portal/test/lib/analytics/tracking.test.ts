import { storePermissions, storeSelectedSoldTo, storeSoldTos } from '@portal/portal-kit/host';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../../src/config/runtime-config.ts';
import { trackError, trackPageView } from '../../../src/lib/analytics/tracking.ts';
import { chooseCookieConsent } from '../../../src/lib/cookie-consent.ts';
import { forgetCookieChoice } from '../../support/cookie-consent.ts';
import { permissionsRecord, soldTo } from '../../support/fixtures.ts';
import { resetBrowserState, setUpI18n, signInAs } from '../../support/render.tsx';
import { testRuntimeConfig } from '../../support/runtime-config.ts';

const alpha = soldTo('1000001', { legalName: 'Alpha Sports' });
const beta = soldTo('1000002', { legalName: 'beta outdoor' });

function signInAsBuyer() {
  signInAs('buyer@example.com');
  storePermissions(
    permissionsRecord({
      portalPrivileges: [{ customer: alpha.customerId, enabled: ['FAQ'], role: 'BUYER', legacyBrandList: [] }],
    }),
  );
  storeSoldTos([alpha, beta]);
  storeSelectedSoldTo(alpha);
}

function signInAsStaff() {
  signInAs('staff@example.com');
  storePermissions(
    permissionsRecord({
      companyType: 'internal',
      portalPrivileges: [{ customer: '', enabled: ['ON_BEHALF'], role: 'INTERNAL_STAFF', legacyBrandList: [] }],
    }),
  );
}

const dashboard = { path: '/dashboard', title: 'dashboard' };

beforeAll(async () => {
  await setUpI18n();
  setRuntimeConfig(testRuntimeConfig);
});
beforeEach(forgetCookieChoice);
afterEach(resetBrowserState);

describe('tracker (spec 1, 3 and 4)', () => {
  it('pushes nothing before consent, not even a data layer', () => {
    signInAsBuyer();
    trackPageView(dashboard);
    trackError({ id: 'error', asset: 'BE', description: 'x', techInfo: 'y' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes nothing after a decline', () => {
    signInAsBuyer();
    chooseCookieConsent(false);
    trackPageView(dashboard);
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes the page view with the analytics fields after consent', () => {
    signInAsBuyer();
    chooseCookieConsent(true);
    trackPageView(dashboard);
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/dashboard',
        page_title: 'dashboard',
        mail: 'buyer@example.com',
        external: true,
        persona: 'BUYER',
        soldToId: ['1000001', '1000002'],
        soldToLegalName: ['Alpha Sports', 'beta outdoor'],
        // activeBrands 40 and 50 of the fixture, in catalogue order.
        brands: ['The North Face', 'Vans'],
        language: 'en',
        country: null,
      },
    ]);
  });

  it('pushes the error event after consent', () => {
    signInAsBuyer();
    chooseCookieConsent(true);
    trackError({ id: 'error', asset: 'BE', description: 'Error getting CMS content - 7', techInfo: 'HTTP 500' });
    expect(window.dataLayer).toEqual([
      { event: 'error', id: 'error', asset: 'BE', description: 'Error getting CMS content - 7', techInfo: 'HTTP 500' },
    ]);
  });

  it('never tracks an internal user, even with an acceptance in this browser', () => {
    signInAsStaff();
    chooseCookieConsent(true);
    trackPageView(dashboard);
    trackError({ id: 'error', asset: 'BE', description: 'x', techInfo: 'y' });
    expect(window.dataLayer).toBeUndefined();
  });

  it('tracks nobody before the permissions are known', () => {
    signInAs('buyer@example.com');
    chooseCookieConsent(true);
    trackPageView(dashboard);
    expect(window.dataLayer).toBeUndefined();
  });
});
