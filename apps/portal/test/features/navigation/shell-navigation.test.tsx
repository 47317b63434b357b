import { publish, subscribe, type BrandSelectionEvent } from '@portal/portal-kit';
import { storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShellNavigation, type SidebarAlert } from '../../../src/features/navigation/components/shell-navigation.tsx';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { Providers, resetBrowserState, setUpI18n } from '../../support/render.tsx';

beforeAll(setUpI18n);
afterEach(resetBrowserState);

function renderNavigation({
  path = '/dashboard',
  unreadUpdates,
  alert,
}: { path?: string; unreadUpdates?: number; alert?: SidebarAlert } = {}) {
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <ShellNavigation unreadUpdates={unreadUpdates} alert={alert} renderUserSection={() => <p>user section</p>} />
      </MemoryRouter>
    </Providers>,
  );
  // The top bar's panel is hidden until opened, so the visible navigation is the rail's.
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function itemNames(navigation: HTMLElement): string[] {
  return within(navigation)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

function grant(codes: string[], companyType = 'external'): void {
  storePermissions(permissionsRecord({ companyType, portalPrivileges: [privilege('1000001', codes)] }));
  storeSelectedSoldTo(soldTo('1000001'));
}

describe('ShellNavigation items (spec 2.4)', () => {
  it('shows buyer@ the full customer menu in the spec order', () => {
    grant(allCustomerCodes);
    expect(itemNames(renderNavigation())).toEqual([
      'Dashboard',
      'Brands',
      'Order',
      'Order inquiry',
      'Order history',
      'Returns',
      'Warranty',
      'Digital showroom',
      'Reports',
      'Documents',
      'Updates',
      'Tickets',
      'Help',
    ]);
  });

  it('shows limited@ only Dashboard, Tickets and Help', () => {
    grant(['TICKET', 'FAQ']);
    expect(itemNames(renderNavigation())).toEqual(['Dashboard', 'Tickets', 'Help']);
  });

  it('hides Updates with the hide-updates setting and Documents without a document type', () => {
    grant(['ALERTS', 'NOTIFICATIONS', 'HIDE_UPDATES', 'DOCUMENT']);
    expect(itemNames(renderNavigation())).toEqual(['Dashboard']);
  });

  it('gives internal users their card shortcuts instead of the customer items', () => {
    grant(['ORDER_MANAGEMENT', 'ON_BEHALF', 'ETAF', 'TICKET'], 'internal');
    const names = itemNames(renderNavigation());
    expect(names).toEqual(['Dashboard', 'Order management', 'On behalf of a customer', 'eTAF', 'Tickets']);
  });

  it('gives customers with the digitalShowroom flag an entry to the digital showroom (spec 6)', () => {
    grant(['DIGITAL_SHOWROOM']);
    const customer = renderNavigation();
    expect(itemNames(customer)).toEqual(['Dashboard', 'Digital showroom']);
    expect(within(customer).getByRole('link', { name: 'Digital showroom' })).toHaveAttribute(
      'href',
      '/digital-showroom',
    );
  });

  it('gives staff a card for the digital showroom and one for its configuration', () => {
    grant(['DIGITAL_SHOWROOM', 'DIGITAL_SHOWROOM_CONFIGURATION'], 'internal');
    const staff = renderNavigation();
    expect(itemNames(staff)).toEqual(['Dashboard', 'Digital showroom', 'Digital showroom configuration']);
    expect(within(staff).getByRole('link', { name: 'Digital showroom configuration' })).toHaveAttribute(
      'href',
      '/digital-showroom-config',
    );
  });

  it('marks the active item with aria-current', () => {
    grant(allCustomerCodes);
    const navigation = renderNavigation({ path: '/ticket/history' });
    expect(within(navigation).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });
});

describe('ShellNavigation behaviour', () => {
  it('opens the brand-selection step from Order instead of following a link', async () => {
    grant(allCustomerCodes);
    const events: BrandSelectionEvent[] = [];
    const stop = subscribe('brandSelectionModal', (event) => events.push(event));
    const navigation = renderNavigation();
    await userEvent.click(within(navigation).getByRole('button', { name: 'Order' }));
    stop();
    expect(events).toEqual([{ show: true, legacyId: 'ORDERMANAGEMENT' }]);
  });

  it('disables every item while a brand selection is loading', () => {
    grant(allCustomerCodes);
    const navigation = renderNavigation();
    act(() => publish('brandSelectionModal', { show: true, isLoading: true }));
    expect(within(navigation).queryAllByRole('link')).toEqual([]);
    expect(navigation).toHaveAttribute('aria-busy', 'true');
    act(() => publish('brandSelectionModal', { show: true, isLoaded: true }));
    expect(within(navigation).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('shows the unread counter only when greater than 0', () => {
    grant(allCustomerCodes);
    const navigation = renderNavigation({ unreadUpdates: 3 });
    expect(within(navigation).getByLabelText('3 unread')).toHaveTextContent('3');
  });

  it('shows no counter for 0 unread updates', () => {
    grant(allCustomerCodes);
    const navigation = renderNavigation({ unreadUpdates: 0 });
    expect(within(navigation).queryByLabelText(/unread/)).toBeNull();
  });

  it('shows the alert box with title, description and call to action', () => {
    grant(['FAQ']);
    renderNavigation({
      alert: { header: 'Password expires soon', body: 'Change it in the account settings.', type: 'warning' },
    });
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Password expires soon');
  });

  it('opens the top-bar menu, and Escape closes it and returns focus to the toggle', async () => {
    grant(['FAQ']);
    renderNavigation();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    // Closed, the top bar's menu is not made at all: the page renders the rail's links only.
    expect(screen.getAllByRole('navigation', { name: 'Main navigation', hidden: true })).toHaveLength(1);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
