import { getCustomerCreationCustomerEndpoint, type RequestCustomer } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/** The extend form's refusal of a request that asks for nothing: a message of the whole list, in the summary. */

const { server } = setUpApiServer();

const staff = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['CUSTOMER_CREATION'])],
});

const customer: RequestCustomer = {
  customerId: '1000101',
  legalName: 'Collins Outdoor Ltd',
  country: 'GB',
  language: 'en',
  vatId: null,
  currency: 'GBP',
  paymentTerms: 'NET30',
  creditLimit: 300000,
  address: { street: '1 Deansgate', postcode: 'M3 2BA', city: 'Manchester' },
  brands: [{ brandId: '40', division: '10', status: 'active' }],
  shipTos: [],
};

describe('/customer-creation-extend', () => {
  it('names a request that asks for nothing at the brand list and the empty reason, in the summary too', async () => {
    signInAs('staff@example.com');
    server.use(
      http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(staff)),
      mockEndpoint(getCustomerCreationCustomerEndpoint, () => customer),
    );
    renderRoutes('/customer-creation-extend/1000101');
    const next = await screen.findByRole('button', { name: 'Submit for review' }, { timeout: 15000 });
    await userEvent.click(next);

    const reason = screen.getByRole('textbox', { name: /^Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription('Fill in this field.');
    const nothing = 'Ask for a brand, new payment terms or a new credit limit.';
    expect(screen.getByText(nothing, { selector: 'p' })).toBeVisible();
    const summary = screen.getByRole('alert', { name: 'Correct these 2 fields to continue:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`Brands: ${nothing}`, 'Reason: Fill in this field.']);
  });
});
