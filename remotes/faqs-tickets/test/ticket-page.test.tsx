import { getTicketEndpoint, type SoldTo } from '@portal/contracts';
import { remotePages } from '@portal/portal-kit';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which stores the sold-to the pages read
import { clearPortalState, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { createTestI18n } from '@portal/portal-kit/testing';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, whose router the pages are given
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import remoteModule from '../src/module.ts';

const soldTo: SoldTo = {
  customerId: '1000101',
  legalName: 'Collins Outdoor Ltd',
  name: 'Collins Outdoor Ltd',
  lastLogin: null,
  termsAndConditionsAcceptedBy: null,
  termsAndConditionsTimestamp: null,
  division: '10',
};

const server = setupServer(
  mockEndpoint(getTicketEndpoint, () =>
    HttpResponse.json({ error: 'Not Found', message: 'ticketId: must be a ticket id' }, { status: 404 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  storeSelectedSoldTo(soldTo);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  clearPortalState();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

it('answers an unknown ticket with "not found", without logging or reporting a failure', async () => {
  const i18n = await createTestI18n('en', remoteModule.namespace);
  const router = createMemoryRouter(remotePages(remoteModule), { initialEntries: ['/ticket/nope'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'This ticket does not exist or belongs to another customer account.',
    }),
  ).toBeInTheDocument();
  expect(console.error).not.toHaveBeenCalled();
});
