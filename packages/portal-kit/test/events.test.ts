import type { SoldTo } from '@portal/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { publish, subscribe, type PortalEvents } from '../src/events.ts';

const soldTo = { customerId: '0001000001', legalName: 'Alpine Outfitters', name: 'Alpine Outfitters' } as SoldTo;

describe('event bus', () => {
  it('delivers the published payload to subscribers of that event only', () => {
    const selections: Array<SoldTo | null> = [];
    const brandModal: Array<PortalEvents['brandSelectionModal']> = [];
    const stopSelection = subscribe('selectedSoldTo', (payload) => selections.push(payload));
    const stopBrand = subscribe('brandSelectionModal', (payload) => {
      expectTypeOf(payload.show).toEqualTypeOf<boolean>();
      brandModal.push(payload);
    });

    publish('selectedSoldTo', soldTo);
    publish('brandSelectionModal', { show: true, legacyId: 'B2B', isLoading: true });
    publish('ticketModal', { show: true });
    stopSelection();
    stopBrand();

    expect(selections).toEqual([soldTo]);
    expect(brandModal).toEqual([{ show: true, legacyId: 'B2B', isLoading: true }]);
  });

  it('carries every internal event of spec section 4 with its typed payload', () => {
    const received: Array<[keyof PortalEvents, unknown]> = [];
    const names = [
      'logout',
      'accessToken',
      'userInfo',
      'permissions',
      'brands',
      'ticketModal',
      'brandSelectionModal',
      'documentModal',
      'sendEmailModal',
      'cookiePolicyModal',
      'changeAccountModal',
      'returnEligibilityModal',
      'poNumberRequiredModal',
      'selectedSoldTo',
      'updateCountRefresh',
      'onBehalfNavigation',
      'notificationDeletion',
      'passwordChanged',
      'passwordLastUpdated',
    ] as const satisfies ReadonlyArray<keyof PortalEvents>;
    const stops = names.map((name) => subscribe(name, (payload) => received.push([name, payload])));

    publish('logout', undefined);
    publish('accessToken', 'token-1');
    publish('userInfo', { preferred_username: 'jdoe', email: 'jdoe@example.com' });
    publish('permissions', null);
    publish('brands', [{ id: '40', department: 'ZT', label: 'The North Face' }]);
    publish('ticketModal', { show: true });
    publish('brandSelectionModal', { show: false, isLoaded: true });
    publish('documentModal', { show: true });
    publish('sendEmailModal', { show: true });
    publish('cookiePolicyModal', { show: true });
    publish('changeAccountModal', { show: false });
    publish('returnEligibilityModal', { show: true });
    publish('poNumberRequiredModal', { show: true });
    publish('selectedSoldTo', null);
    publish('updateCountRefresh', undefined);
    publish('onBehalfNavigation', {
      id: '0001000001',
      name: 'Alpine Outfitters',
      backLabel: 'Back to search',
      backCTA: '/on-behalf',
      disableDropdownNavigation: false,
    });
    publish('notificationDeletion', { updateType: 'expiring_password' });
    publish('passwordChanged', undefined);
    publish('passwordLastUpdated', '2025-01-31T10:00:00.000Z');
    for (const stop of stops) stop();

    expect(received.map(([name]) => name)).toEqual(names);
    expect(received.at(-1)).toEqual(['passwordLastUpdated', '2025-01-31T10:00:00.000Z']);
    expect(received[16]).toEqual(['notificationDeletion', { updateType: 'expiring_password' }]);

    // @ts-expect-error a modal toggle needs its show flag
    publish('ticketModal', {});
    // @ts-expect-error an unknown event name is rejected
    publish('noSuchEvent', undefined);
  });

  it('stops delivering once unsubscribed', () => {
    const tokens: Array<string | null> = [];
    const stop = subscribe('accessToken', (token) => tokens.push(token));
    publish('accessToken', 'first');
    stop();
    publish('accessToken', 'second');
    expect(tokens).toEqual(['first']);
  });
});
