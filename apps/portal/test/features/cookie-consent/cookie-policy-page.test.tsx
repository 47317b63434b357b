import { getLegalDocumentsEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { storePermissions, storeSelectedSoldTo, storeSoldTos } from '@portal/portal-kit/host';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookiePolicyPage } from '../../../src/features/cookie-consent/components/cookie-policy-page.tsx';
import { readCookieConsent } from '../../../src/lib/cookie-consent.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { legalDocumentsPage } from '../../support/content.ts';
import { forgetCookieChoice, storeCookieChoice } from '../../support/cookie-consent.ts';
import { permissionsRecord, soldTo } from '../../support/fixtures.ts';
import { Providers, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();
// 14:05 UTC; the page writes it in the test machine's time zone, so compare with the same formatter.
const expiresAt = new Date('2027-03-12T14:05:00.000Z').getTime();
const expiryText = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(expiresAt);

function signInAsCustomer() {
  signInAs('buyer@example.com');
  const account = soldTo('1000001');
  storePermissions(permissionsRecord());
  storeSoldTos([account]);
  storeSelectedSoldTo(account);
}

function renderPage() {
  render(
    <Providers>
      <CookiePolicyPage />
    </Providers>,
  );
}

function choiceSection() {
  return within(screen.getByRole('region', { name: 'Your choice' }));
}

beforeEach(() => {
  server.use(mockEndpoint(getLegalDocumentsEndpoint, (_request, params) => legalDocumentsPage(String(params.lang))));
});

describe('CookiePolicyPage (spec 2.1 /cookie-policy)', () => {
  it('shows the title, the explanation and an accepted choice with the date until which it counts', async () => {
    signInAsCustomer();
    storeCookieChoice(true, expiresAt);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    expect(screen.getByText(/Analytics cookies, which help us understand/)).toBeVisible();
    expect(choiceSection().getByRole('status')).toHaveTextContent(
      `You have accepted analytics cookies. Your choice applies until ${expiryText}.`,
    );
    expect(await screen.findByRole('link', { name: /Privacy policy/ })).toHaveAttribute(
      'href',
      '/content/media/legal/privacy-policy-en.pdf',
    );
    expect(screen.getByRole('link', { name: /Cookie policy/ })).toHaveAttribute(
      'href',
      '/content/media/legal/cookie-policy-en.pdf',
    );
  });

  it('says when no choice has been made yet', () => {
    signInAsCustomer();
    forgetCookieChoice();
    renderPage();
    expect(choiceSection().getByRole('status')).toHaveTextContent('You have not made a choice yet.');
  });

  it('changes the choice at any time, in both directions', async () => {
    signInAsCustomer();
    storeCookieChoice(true, expiresAt);
    renderPage();
    await userEvent.click(choiceSection().getByRole('button', { name: 'Do not accept' }));
    expect(readCookieConsent().status).toBe('declined');
    expect(choiceSection().getByRole('status')).toHaveTextContent(/You have declined analytics cookies/);
    await userEvent.click(choiceSection().getByRole('button', { name: 'Accept all' }));
    expect(readCookieConsent().status).toBe('accepted');
    expect(choiceSection().getByRole('status')).toHaveTextContent(/You have accepted analytics cookies/);
  });

  it('tells an internal user that analytics never applies, without buttons', () => {
    signInAs('staff@example.com');
    storePermissions(
      permissionsRecord({
        companyType: 'internal',
        portalPrivileges: [{ customer: '', enabled: ['ON_BEHALF'], role: 'INTERNAL_STAFF', legacyBrandList: [] }],
      }),
    );
    renderPage();
    expect(choiceSection().getByText(/never used for staff accounts/)).toBeVisible();
    expect(choiceSection().queryAllByRole('button')).toEqual([]);
  });

  it('shows a notice and reports when the documents cannot be loaded (spec 8)', async () => {
    server.use(
      mockEndpoint(getLegalDocumentsEndpoint, () =>
        HttpResponse.json({ error: 'Internal', message: 'x' }, { status: 500 }),
      ),
    );
    signInAsCustomer();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The documents are not available right now');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(reports.map((report) => report.description)).toEqual(['Error getting CMS legal documents file']);
    expect(reports[0]?.techInfo).toContain('HTTP 500');
  });
});
