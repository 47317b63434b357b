import type { RequestDetail } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { renderRequest, requestDetail, requestId } from './render-request.ts';

/** The read-only view of a request reads like its form: the form's steps, labels and values by name or amount. */

const { server } = setUpApiServer();

const staff = { username: 'staff@example.com', enabled: ['CUSTOMER_CREATION'] };
const view = `/customer-creation-show/${requestId}`;

const requestOf = (kind: RequestDetail['kind'], data: Record<string, unknown>, customerId: string | null) =>
  requestDetail({ kind, data, customerId });

const definitions = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('/customer-creation-show', () => {
  it("groups a new customer's data by the form's steps, with its labels and formatted values", async () => {
    const address = {
      name: 'Bergsport GmbH',
      street: 'Lindenstraße 4',
      postcode: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    renderRequest(server, view, {
      ...staff,
      request: requestOf(
        'new_customer',
        {
          // Stored order, not the form's.
          currency: 'EUR',
          language: 'de',
          legalName: 'Bergsport GmbH',
          vatId: 'DE136695976',
          soldTo: address,
          shipTos: [address, { ...address, name: 'Bergsport Spandau', postcode: '13597' }],
          contacts: [{ name: 'Jana Lindner', email: 'jana@lindner.example', country: 'DE' }],
          brands: [{ brandId: '40', division: '10', expectedSeasonVolume: 80000 }],
          paymentTerms: 'NET30',
        },
        null,
      ),
    });
    const data = await screen.findByRole('region', { name: 'What was requested' }, { timeout: 5000 });
    const steps = within(data).getAllByRole('heading', { level: 3 });
    expect(steps.map((heading) => heading.textContent)).toEqual([
      'Company',
      'Addresses',
      'Contacts and brands',
      'Terms and sales rep',
    ]);
    const company = within(data).getByRole('region', { name: 'Company' });
    expect(definitions(company).slice(0, 4)).toEqual([
      'Legal name: Bergsport GmbH',
      'VAT id: DE136695976',
      'Language: Deutsch',
      'Currency: EUR',
    ]);
    expect(within(company).getByRole('heading', { level: 4, name: 'Sold-to (registered address)' })).toBeVisible();
    expect(definitions(company)).toContain('Country: Germany');
    const addresses = within(data).getByRole('region', { name: 'Addresses' });
    expect(addresses).toHaveTextContent('The bill-to is the sold-to');
    expect(within(addresses).getByRole('heading', { level: 4, name: 'Ship-to 2' })).toBeVisible();
    expect(addresses).toHaveTextContent('Bergsport Spandau');
    const contacts = within(data).getByRole('region', { name: 'Contacts and brands' });
    expect(within(contacts).getByRole('heading', { level: 4, name: 'Contact 1' })).toBeVisible();
    expect(definitions(contacts)).toEqual([
      'Name: Jana Lindner',
      'E-mail: jana@lindner.example',
      "Phone number's country: Germany",
      'Brand: The North Face',
      'Division: Apparel',
      'Expected volume per season: €80,000.00',
    ]);
    expect(definitions(within(data).getByRole('region', { name: 'Terms and sales rep' }))).toEqual([
      'Payment terms: 30 days net',
    ]);
  });

  it("writes an extension's credit limit as an amount in the customer's currency", async () => {
    renderRequest(server, view, {
      ...staff,
      request: requestOf('extend_customer', { creditLimit: 350000, reason: 'More volume', brands: [] }, '1000101'),
      customer: {
        customerId: '1000101',
        legalName: 'Collins Outdoor Ltd',
        country: 'GB',
        language: 'en',
        vatId: null,
        currency: 'EUR',
        paymentTerms: 'NET30',
        creditLimit: 300000,
        address: null,
        brands: [],
        shipTos: [],
      },
    });
    const data = await screen.findByRole('region', { name: 'What was requested' }, { timeout: 5000 });
    expect(await within(data).findByText('€350,000.00')).toBeVisible();
    expect(definitions(data)).toEqual(['New credit limit: €350,000.00', 'Reason: More volume']);
  });
});
