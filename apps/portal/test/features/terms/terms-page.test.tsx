import {
  getTermsDocumentEndpoint,
  sendTermsDocumentEndpoint,
  type PermissionsRecord,
  type SoldTo,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/** /terms-conditions: the current terms in the page's language, the acceptance, the history link, send by e-mail. */

const { server, reports } = setUpApiServer();

const documentQueries: string[] = [];
const sends: string[] = [];

function serve(record: PermissionsRecord, soldTos: SoldTo[]) {
  signInAs(record.userName);
  documentQueries.length = 0;
  sends.length = 0;
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(record)),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json(soldTos)),
    mockEndpoint(getTermsDocumentEndpoint, (request) => {
      const query = new URL(request.url).searchParams;
      documentQueries.push(query.toString());
      return {
        customerId: query.get('customer') ?? '',
        version: '2026-06',
        language: query.get('lang') ?? 'en',
        title: 'Terms of trade',
        body: '<h2>1. Scope</h2><p>Goods remain ours until paid.</p>',
      };
    }),
    mockEndpoint(sendTermsDocumentEndpoint, (request) => {
      sends.push(new URL(request.url).searchParams.toString());
      if (sends.length > 1) {
        return HttpResponse.json({ error: 'Too Many Requests', message: 'later' }, { status: 429 });
      }
      return { recipient: record.userName, attachment: 'terms-and-conditions-2026-06-en.pdf' };
    }),
  );
}

const accepted = soldTo('1000001', { legalName: 'Alpha Sports' });
const unaccepted = soldTo('1000001', {
  legalName: 'Alpha Sports',
  termsAndConditionsAcceptedBy: null,
  termsAndConditionsTimestamp: null,
});

describe('/terms-conditions', () => {
  it('shows the terms in the page language with the acceptance, the history link and sends them by e-mail', async () => {
    serve(permissionsRecord(), [accepted]);
    renderRoutes('/terms-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(await screen.findByText('Goods remain ours until paid.')).toBeVisible();
    expect(documentQueries).toEqual(['customer=1000001&lang=en']);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of trade' })).toBeVisible();
    expect(screen.getByText('Version 2026-06')).toBeVisible();
    expect(screen.getByText(/^Accepted by buyer@example.com on January 15, 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Acceptance history' })).toHaveAttribute(
      'href',
      '/account/terms-conditions',
    );
    expect(screen.queryByRole('link', { name: 'Go to the acceptance' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send me the terms by e-mail' }));
    expect(await screen.findByText('The terms were sent as a PDF to buyer@example.com.')).toBeVisible();
    expect(sends).toEqual(['customer=1000001&lang=en']);

    await userEvent.click(screen.getByRole('button', { name: 'Send me the terms by e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent the terms several times');
    expect(reports.map((report) => report.description)).toEqual([
      'Error sending the terms & conditions of customer 1000001 by e-mail',
    ]);
  });

  it('is open before the acceptance, which it links back to; no send button without that permission', async () => {
    const codes = allCustomerCodes.filter((code) => code !== 'TERMS_AND_CONDITIONS_SEND_BY_EMAIL');
    serve(permissionsRecord({ portalPrivileges: [privilege('1000001', codes)] }), [unaccepted]);
    const { router } = renderRoutes('/terms-conditions?customer=1000001');
    expect(await screen.findByText('Goods remain ours until paid.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/terms-conditions');
    const status = screen.getByRole('region', { name: 'Acceptance' });
    expect(within(status).getByText('The current terms have not been accepted for this customer yet.')).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Go to the acceptance' })).toHaveAttribute(
      'href',
      '/accept-terms-conditions/1000001',
    );
    expect(screen.queryByRole('button', { name: 'Send me the terms by e-mail' })).not.toBeInTheDocument();
  });

  it('says so without the terms permissions, and asks nothing', async () => {
    const codes = allCustomerCodes.filter((code) => !['TERMS_AND_CONDITIONS', 'DATA_PRIVACY'].includes(code));
    serve(permissionsRecord({ portalPrivileges: [privilege('1000001', codes)] }), [accepted]);
    renderRoutes('/terms-conditions');
    expect(await screen.findByText('You cannot see the terms here')).toBeVisible();
    expect(documentQueries).toEqual([]);
  });
});
