import { getLegalDocumentsEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { publish } from '@portal/portal-kit';
import { storePermissions, storeSelectedSoldTo, storeSoldTos } from '@portal/portal-kit/host';
import { Modal } from '@portal/ui';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookiePolicyModal } from '../../../src/features/cookie-consent/components/cookie-policy-modal.tsx';
import { optOutCookieName } from '../../../src/lib/analytics/opt-out.ts';
import { readCookieConsent } from '../../../src/lib/cookie-consent.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { legalDocumentsPage } from '../../support/content.ts';
import { forgetCookieChoice, storeCookieChoice } from '../../support/cookie-consent.ts';
import { permissionsRecord, soldTo } from '../../support/fixtures.ts';
import { Providers, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();

function serveLegalDocuments() {
  const asked: Array<{ language: string; customerId: string | null }> = [];
  server.use(
    mockEndpoint(getLegalDocumentsEndpoint, (request, params) => {
      asked.push({
        language: String(params.lang),
        customerId: new URL(request.url).searchParams.get('customerId'),
      });
      return legalDocumentsPage(String(params.lang));
    }),
  );
  return asked;
}

function signInAsCustomer() {
  signInAs('buyer@example.com');
  const account = soldTo('1000001');
  storePermissions(permissionsRecord());
  storeSoldTos([account]);
  storeSelectedSoldTo(account);
}

function renderModal() {
  render(
    <Providers>
      <CookiePolicyModal />
    </Providers>,
  );
}

const dialogName = 'Your cookie settings';

beforeEach(forgetCookieChoice);

describe('CookiePolicyModal (spec 2.6)', () => {
  it('opens for a customer without a choice, with focus inside, the explanation, both buttons and the links', async () => {
    const asked = serveLegalDocuments();
    signInAsCustomer();
    renderModal();
    const dialog = await screen.findByRole('alertdialog', { name: dialogName });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByText(/analytics cookies to understand how the portal is used/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Accept all' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Do not accept' })).toBeVisible();
    // No close button: only the two choices end it.
    expect(within(dialog).getAllByRole('button')).toHaveLength(2);

    const privacy = await within(dialog).findByRole('link', { name: /Privacy policy/ });
    expect(privacy).toHaveAttribute('href', '/content/media/legal/privacy-policy-en.pdf');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAccessibleName('Privacy policy (PDF, opens in a new tab)');
    expect(within(dialog).getByRole('link', { name: /Cookie policy/ })).toHaveAttribute(
      'href',
      '/content/media/legal/cookie-policy-en.pdf',
    );
    // The terms have their own page; the cookie modal names only the two policies.
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
    expect(asked).toEqual([{ language: 'en', customerId: '1000001' }]);
  });

  it('is closed neither by Escape nor by a click outside', async () => {
    serveLegalDocuments();
    signInAsCustomer();
    renderModal();
    const dialog = await screen.findByRole('alertdialog', { name: dialogName });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body);
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: dialogName })).toBeVisible();
  });

  it('(the same click outside does close a dismissable modal, so the test above means something)', async () => {
    function Dismissable() {
      const [open, setOpen] = useState(true);
      return (
        <Modal isOpen={open} onOpenChange={setOpen} title="Dismissable">
          <p>content</p>
        </Modal>
      );
    }
    render(<Dismissable />);
    await screen.findByRole('dialog', { name: 'Dismissable' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Accept all" stores the acceptance and closes', async () => {
    serveLegalDocuments();
    signInAsCustomer();
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(readCookieConsent().status).toBe('accepted');
    expect(document.cookie).not.toContain(optOutCookieName);
  });

  it('"Do not accept" stores the decline, sets the opt-out cookie and closes', async () => {
    serveLegalDocuments();
    signInAsCustomer();
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Do not accept' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(readCookieConsent().status).toBe('declined');
    expect(document.cookie).toContain(`${optOutCookieName}=true`);
  });

  it('shows no links and reports nothing when the legal documents cannot be loaded (spec 8)', async () => {
    let calls = 0;
    server.use(
      mockEndpoint(getLegalDocumentsEndpoint, () => {
        calls += 1;
        return HttpResponse.json({ error: 'Internal', message: 'down' }, { status: 500 });
      }),
    );
    signInAsCustomer();
    renderModal();
    const dialog = await screen.findByRole('alertdialog', { name: dialogName });
    await waitFor(() => expect(calls).toBe(1));
    // Give the failed answer time to arrive and render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Accept all' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reports).toEqual([]);
  });

  it('stays closed while an unexpired choice exists, and opens on the cookiePolicyModal event', async () => {
    serveLegalDocuments();
    signInAsCustomer();
    storeCookieChoice(true);
    renderModal();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => publish('cookiePolicyModal', { show: true }));
    const dialog = await screen.findByRole('alertdialog', { name: dialogName });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Do not accept' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(readCookieConsent().status).toBe('declined');
  });

  it('never opens for an internal user, not even on the event (spec 6)', async () => {
    signInAs('staff@example.com');
    storePermissions(
      permissionsRecord({
        companyType: 'internal',
        portalPrivileges: [{ customer: '', enabled: ['ON_BEHALF'], role: 'INTERNAL_STAFF', legacyBrandList: [] }],
      }),
    );
    renderModal();
    act(() => publish('cookiePolicyModal', { show: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
