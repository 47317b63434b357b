import {
  createCustomerCreationRequestEndpoint,
  getCustomerCreationRequestEndpoint,
  historyActions,
  paymentTermsCodes,
  requestStatuses,
  salesDivisions,
  type RequestDetail,
} from '@portal/contracts';
import { readLabelFile } from '@portal/portal-kit/testing';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { termsKey } from '../../../src/features/customer-creation/components/form-data.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/** The new-customer form: the shared schema's refusal at its field, in the page language; save as draft. */

const { server } = setUpApiServer();

const staff = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['CUSTOMER_CREATION'])],
});

const requestId = '6f1c2b0e-4a5d-4c3b-9e8f-0a1b2c3d4e5f';
const created: unknown[] = [];

function detailOf(data: Record<string, unknown>): RequestDetail {
  const person = { userId: 'u1', name: 'staff@example.com' };
  return {
    requestId,
    number: 7,
    kind: 'new_customer',
    status: 'draft',
    title: String(data['legalName'] ?? 'New customer'),
    customerId: null,
    createdBy: person,
    updatedAt: '2026-11-24T08:00:00.000Z',
    submittedAt: null,
    version: 1,
    data,
    lastEditedBy: person,
    submittedBy: null,
    history: [
      { action: 'create', from: null, to: 'draft', actor: person, at: '2026-11-24T08:00:00.000Z', comment: null },
    ],
    changes: null,
    duplicates: [],
    attachments: [],
    allowed: { edit: true, actions: ['submit', 'withdraw'] },
  };
}

function serve() {
  signInAs('staff@example.com');
  created.length = 0;
  let stored: RequestDetail | undefined;
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(staff)),
    mockEndpoint(createCustomerCreationRequestEndpoint, async (request) => {
      const body = (await request.json()) as { data: Record<string, unknown> };
      created.push(body);
      stored = detailOf(body.data);
      return HttpResponse.json(stored, { status: 201 });
    }),
    mockEndpoint(getCustomerCreationRequestEndpoint, () => stored ?? detailOf({})),
  );
}

describe('/customer-creation-new', () => {
  it('names an invalid VAT id at its field before the next step, then saves the fixed draft', async () => {
    serve();
    const { router } = renderRoutes('/customer-creation-new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New customer request' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Legal name/ }), 'Bergsport GmbH');
    const vat = screen.getByRole('textbox', { name: /^VAT id/ });
    await user.type(vat, 'DE123456789');
    const soldTo = screen.getByRole('group', { name: 'Sold-to (registered address)' });
    await user.selectOptions(
      soldTo.querySelector('select') as HTMLSelectElement,
      screen.getAllByRole('option', { name: 'Germany' })[0] as HTMLOptionElement,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(vat).toHaveAccessibleDescription("This is not a valid VAT id of the sold-to's country."),
    );
    expect(screen.getByRole('textbox', { name: /^Postcode/ })).toHaveAccessibleDescription('Fill in this field.');
    expect(created).toEqual([]);

    await user.clear(vat);
    await user.type(vat, 'DE136695976');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved.')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/customer-creation-new-edit/${requestId}`);
    expect(created).toEqual([
      // Only what was filled in (empty rows and texts left out).
      {
        kind: 'new_customer',
        data: {
          legalName: 'Bergsport GmbH',
          vatId: 'DE136695976',
          soldTo: { country: 'DE' },
          contacts: [],
          brands: [],
        },
      },
    ]);
  });
});

describe('customer-creation labels named at run time', () => {
  const english = readLabelFile('en')['customerCreation'] ?? {};
  const missing = (names: string[]) => names.filter((name) => english[name] === undefined);

  it('has a text for every status, kind, history entry, division and payment terms', () => {
    expect(
      missing([
        ...requestStatuses.map((status) => `status_${status}`),
        ...historyActions.map((action) => `history_${action}`),
        ...salesDivisions.map((division) => `division_${division}`),
        ...paymentTermsCodes.map(termsKey),
        ...['title_new_customer', 'title_extend', 'title_add_ship_to'],
        ...['customer', 'request'].flatMap((source) =>
          ['vat_id', 'name_and_postcode'].map((reason) => `duplicate_${source}_${reason}`),
        ),
      ]),
    ).toEqual([]);
  });
});
