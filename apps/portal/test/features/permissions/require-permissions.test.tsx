import type { PermissionFlag } from '@portal/contracts';
import { setActingOnBehalf, storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RequirePermissions } from '../../../src/features/permissions/components/require-permissions.tsx';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { renderRoutes, resetBrowserState, setUpI18n } from '../../support/render.tsx';

beforeAll(setUpI18n);
afterEach(resetBrowserState);

function grant(codes: string[], companyType = 'external'): void {
  storePermissions(permissionsRecord({ companyType, portalPrivileges: [privilege('1000001', codes)] }));
  storeSelectedSoldTo(soldTo('1000001'));
}

function renderGuarded(
  requirement: { allOf?: PermissionFlag[]; anyOf?: PermissionFlag[]; redirectTo?: string },
  path = '/guarded',
) {
  return renderRoutes(path, [
    { path: '/', element: <p>home</p> },
    { path: '/elsewhere', element: <p>elsewhere</p> },
    {
      path,
      element: (
        <RequirePermissions {...requirement}>
          <p>guarded page</p>
        </RequirePermissions>
      ),
    },
  ]);
}

describe('RequirePermissions (spec 2.3 route guard)', () => {
  it('opens the page when every flag of the all-of list is granted', async () => {
    grant(['DOCUMENT', 'DOCUMENT_INVOICE']);
    renderGuarded({ allOf: ['document', 'documentInvoice'] });
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
  });

  it("redirects to '/' when one flag of the all-of list is missing", async () => {
    grant(['DOCUMENT']);
    const { router } = renderGuarded({ allOf: ['document', 'documentInvoice'] });
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the page when one flag of the any-of list is granted', async () => {
    grant(['NOTIFICATIONS']);
    renderGuarded({ anyOf: ['alerts', 'notifications'] });
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
  });

  it('redirects when no flag of the any-of list is granted', async () => {
    grant(['TICKET']);
    renderGuarded({ anyOf: ['alerts', 'notifications'] });
    expect(await screen.findByText('home')).toBeInTheDocument();
  });

  it('combines all-of and any-of (documents: document and one of invoice, credit note, payment)', async () => {
    const documents = { allOf: ['document'], anyOf: ['documentInvoice', 'documentCreditNote', 'documentPayment'] } as {
      allOf: PermissionFlag[];
      anyOf: PermissionFlag[];
    };
    grant(['DOCUMENT_PAYMENT']);
    const first = renderGuarded(documents);
    expect(await screen.findByText('home')).toBeInTheDocument();
    first.unmount();

    grant(['DOCUMENT', 'DOCUMENT_PAYMENT']);
    renderGuarded(documents);
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
  });

  it('sends the user to the given target instead of the default', async () => {
    grant([]);
    renderGuarded({ allOf: ['ticket'], redirectTo: '/elsewhere' });
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('uses the on-behalf permissions while an internal user acts on behalf of a customer', async () => {
    grant(['ON_BEHALF', 'TICKET', 'ON_BEHALF_FAQ'], 'internal');
    const own = renderGuarded({ allOf: ['ticket'] });
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
    own.unmount();

    // Pages of the mode (spec 2.5) are judged by the on-behalf permissions.
    setActingOnBehalf({ sessionId: 'session-1', customerId: '1000107', name: 'Sporthaus Berger GmbH' });
    const onBehalfTicket = renderGuarded({ allOf: ['ticket'] }, '/ticket/history');
    expect(await screen.findByText('home')).toBeInTheDocument();
    onBehalfTicket.unmount();

    const faq = renderGuarded({ allOf: ['faq'] }, '/faqs');
    expect(await screen.findByText('guarded page')).toBeInTheDocument();
    faq.unmount();

    // A page outside the mode waits for the mode to end (the banner's guard) instead of being refused.
    renderGuarded({ allOf: ['ticket'] }, '/etaf');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('home')).toBeNull();
  });
});
