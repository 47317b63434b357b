import { storePermissions, storeSelectedSoldTo } from '@portal/portal-kit';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MainNavigation } from '../../../src/components/layout/main-navigation.tsx';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { Providers, resetBrowserState, setUpI18n } from '../../support/render.tsx';

beforeAll(setUpI18n);
afterEach(resetBrowserState);

function navigationItems(): string[] {
  render(
    <Providers>
      <MemoryRouter>
        <MainNavigation />
      </MemoryRouter>
    </Providers>,
  );
  const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(navigation)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

function grant(codes: string[]): void {
  storePermissions(permissionsRecord({ portalPrivileges: [privilege('1000001', codes)] }));
  storeSelectedSoldTo(soldTo('1000001'));
}

describe('MainNavigation', () => {
  it('shows every item to a user with every customer privilege', () => {
    grant(allCustomerCodes);
    expect(navigationItems()).toEqual(['Dashboard', 'Documents', 'Updates', 'Tickets', 'Help', 'Account']);
  });

  it('shows only Dashboard, Tickets and Help with ticket and faq privileges (limited@example.com)', () => {
    grant(['TICKET', 'FAQ']);
    expect(navigationItems()).toEqual(['Dashboard', 'Tickets', 'Help']);
  });

  it('hides Updates with the hide-updates setting and Documents without a document type', () => {
    grant(['ALERTS', 'NOTIFICATIONS', 'HIDE_UPDATES', 'DOCUMENT', 'LOGIN_SECURITY']);
    expect(navigationItems()).toEqual(['Dashboard', 'Account']);
  });

  it('uses the privileges of the selected sold-to', () => {
    storePermissions(
      permissionsRecord({ portalPrivileges: [privilege('1000001', ['FAQ']), privilege('1000002', ['TICKET'])] }),
    );
    storeSelectedSoldTo(soldTo('1000002'));
    expect(navigationItems()).toEqual(['Dashboard', 'Tickets']);
  });

  it('shows only Dashboard before the permissions are known', () => {
    expect(navigationItems()).toEqual(['Dashboard']);
  });
});
