import {
  checkCustomerCreationDuplicatesEndpoint,
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
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { termsKey } from '../../../src/features/customer-creation/components/form-data.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../../../src/app/router.tsx';
import { origin, Providers, renderRoutes, signInAs } from '../../support/render.tsx';

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
    vatCheck: null,
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
    // The check while typing: the demo's VAT id belongs to a customer we have.
    mockEndpoint(checkCustomerCreationDuplicatesEndpoint, (request) => {
      const vatId = new URL(request.url).searchParams.get('vatId');
      return HttpResponse.json({
        duplicates:
          vatId === 'DE136695976'
            ? [{ source: 'customer', id: '1000101', requestId: null, name: 'Alpine Sports GmbH', reason: 'vat_id' }]
            : [],
        vatCheck: null,
      });
    }),
  );
}

describe('/customer-creation-new', () => {
  it('names an invalid VAT id at its field before the next step, then saves the fixed draft', async () => {
    serve();
    const { router } = renderRoutes('/customer-creation-new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New customer request' }, { timeout: 5000 }),
    ).toBeVisible();
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
    // Before anything is saved, the customer with this VAT id is named, with a link to it.
    const duplicate = await screen.findByRole('link', {
      name: /^Customer 1000101 Alpine Sports GmbH has the same VAT id/,
    });
    expect(duplicate).toHaveAttribute('href', '/customer-creation-extend/1000101');
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
          shipTos: [],
          contacts: [],
          brands: [],
        },
      },
    ]);
    // It types two VAT ids key by key and waits for the check after the typing pause: more than 5 s on a busy machine.
  }, 20_000);
});

describe('/customer-creation-new refusals (WCAG 3.3.1)', () => {
  const summaryOf = () => screen.getByRole('alert', { name: /^Correct th/ });

  it('names every empty field of the first step at the field and in a summary, and focuses the first', async () => {
    serve();
    renderRoutes('/customer-creation-new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New customer request' }, { timeout: 5000 }),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Legal name/ }), 'Bergsport GmbH');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // The empty sold-to address: each field refused where it is, not the address as one missing object.
    const soldTo = screen.getByRole('group', { name: 'Sold-to (registered address)' });
    const city = within(soldTo).getByRole('textbox', { name: /^City/ });
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription('Fill in this field.');
    expect(within(soldTo).getByRole('combobox', { name: /^Country/ })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    const vat = screen.getByRole('textbox', { name: /^VAT id/ });
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveFocus();

    const summary = summaryOf();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'VAT id: Fill in this field.',
      'Language: Choose one of the options.',
      'Currency: Choose one of the options.',
      'Sold-to (registered address), Country: Fill in this field.',
      'Sold-to (registered address), Name: Fill in this field.',
      'Sold-to (registered address), Street and number: Fill in this field.',
      'Sold-to (registered address), Postcode: Fill in this field.',
      'Sold-to (registered address), City: Fill in this field.',
    ]);
    expect(summary).toHaveAccessibleName('Correct these 8 fields to continue:');
    await user.click(links[7] as HTMLElement);
    expect(city).toHaveFocus();
    expect(created).toEqual([]);
  });

  it('refuses the contact and brand of step 3 at once, at their fields: e-mail, phone, negative volume', async () => {
    signInAs('staff@example.com');
    const address = {
      name: 'Bergsport GmbH',
      street: 'Lindenstraße 4',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    const data = {
      legalName: 'Bergsport GmbH',
      vatId: 'DE136695976',
      language: 'de',
      currency: 'EUR',
      soldTo: address,
      shipTo: address,
      // A German number too short for any (the phone metadata the portal ships checks lengths, not number ranges).
      contacts: [{ name: 'Anna Audit', email: 'anna@audit', phone: '123', country: 'DE' }],
      brands: [{ brandId: '40', division: '10', expectedSeasonVolume: -5 }],
    };
    server.use(
      http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(staff)),
      mockEndpoint(getCustomerCreationRequestEndpoint, () => detailOf(data)),
    );
    const router = createMemoryRouter(createRoutes({ maintenance: false }), {
      initialEntries: [{ pathname: `/customer-creation-new-edit/${requestId}`, state: { step: 2 } }],
    });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const contact = await screen.findByRole('group', { name: 'Contact 1' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const email = within(contact).getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(within(contact).getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'This is not a phone number of the chosen country.',
    );
    const brand = screen.getByRole('group', { name: 'Brand 1' });
    expect(within(brand).getByRole('spinbutton', { name: /^Expected volume/ })).toHaveAccessibleDescription(
      'Enter a number of 0 or more.',
    );
    expect(
      within(summaryOf())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Contact 1, E-mail: Enter an e-mail address such as name@example.com.',
      'Contact 1, Phone: This is not a phone number of the chosen country.',
      'Brand 1, Expected volume per season: Enter a number of 0 or more.',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Contacts and brands' })).toBeVisible();
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
