import { getRecentCustomersEndpoint, searchCustomersEndpoint, type CustomerSearchResult } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/** The customer search's result count: a plural per language, and no count beside the empty state. */

const { server } = setUpApiServer();

const staff = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['ON_BEHALF'])],
});

const collins: CustomerSearchResult = {
  customerId: '1000101',
  legalName: 'Collins Outdoor Ltd',
  city: 'Manchester',
  postcode: 'M1 1AA',
  country: 'GB',
  vatId: null,
  brands: [],
};

function serve(matches: readonly CustomerSearchResult[]) {
  signInAs('staff@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(staff)),
    mockEndpoint(getRecentCustomersEndpoint, () => ({ items: [] })),
    mockEndpoint(searchCustomersEndpoint, () => ({
      items: [...matches],
      pageNumber: 0,
      pageSize: 10,
      totalElements: matches.length,
    })),
  );
}

async function search(text: string) {
  renderRoutes('/customer-search');
  // The first render loads the page's code.
  const box = await screen.findByRole('searchbox', { name: 'Search customers' }, { timeout: 5000 });
  await userEvent.type(box, text);
}

describe('/customer-search result count', () => {
  it('counts one customer in the singular', async () => {
    serve([collins]);
    await search('Collins');
    expect(await screen.findByText(/found$/, { selector: '[role="status"]' }, { timeout: 3000 })).toHaveTextContent(
      /^1 customer found$/,
    );
  });

  it('says only that nothing matches when nothing does', async () => {
    serve([]);
    await search('Nobody');
    const status = await screen.findByText(/^No customer matches/, { selector: '[role="status"]' }, { timeout: 3000 });
    expect(status).toHaveTextContent('No customer matches “Nobody”.');
    expect(screen.queryByText(/0 customers found/)).toBeNull();
  });
});
