import {
  getTicketEndpoint,
  getTicketsEndpoint,
  privilegeCodes,
  type SoldTo,
  type TicketDetail,
} from '@portal/contracts';
import { remotePages } from '@portal/portal-kit';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which stores the sold-to the pages read
import { clearPortalState, setUploadTransport, storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { createTestI18n } from '@portal/portal-kit/testing';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  setUploadTransport(null);
  clearPortalState();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function renderAt(path: string) {
  const i18n = await createTestI18n('en', remoteModule.namespace);
  const router = createMemoryRouter(remotePages(remoteModule), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

it('answers an unknown ticket with "not found", without logging or reporting a failure', async () => {
  await renderAt('/ticket/nope');
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'This ticket does not exist or belongs to another customer account.',
    }),
  ).toBeInTheDocument();
  expect(console.error).not.toHaveBeenCalled();
});

it('counts a new ticket in the list behind the modal as soon as it is opened', async () => {
  const created: TicketDetail = {
    ticketId: '00000000-0000-4000-8000-000000000042',
    number: 'T-1000101-0042',
    customerId: '1000101',
    category: 'order',
    subject: 'Wet cartons',
    status: 'open',
    authorName: 'Emma Collins',
    orderRef: null,
    documentRef: null,
    topic: null,
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    messageCount: 1,
    messages: [],
    canReply: true,
  };
  let stored: TicketDetail[] = [];
  server.use(
    mockEndpoint(getTicketsEndpoint, () => ({
      items: stored,
      pageNumber: 0,
      pageSize: 20,
      totalElements: stored.length,
    })),
  );
  setUploadTransport(async () => {
    stored = [created];
    return Response.json(created, { status: 201 });
  });
  storePermissions({
    userId: '7d3e0f3a-4c55-4e47-9d2b-2f1a5f0c9b11',
    userName: 'buyer@example.com',
    name: 'Emma',
    fullname: 'Emma Collins',
    passwordExpirationDate: null,
    language: 'en',
    creationReason: null,
    activeBrands: ['40'],
    portalConfiguration: [{ language: 'en', username: 'buyer@example.com' }],
    portalPrivileges: [{ customer: '1000101', enabled: [...privilegeCodes], role: 'CUSTOMER', legacyBrandList: [] }],
    companyType: 'external',
  });
  await renderAt('/ticket/new?subject=Wet%20cartons');
  const dialog = await screen.findByRole('dialog', { name: 'Open a ticket' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Describe your request/ }), 'Two arrived wet.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
  expect(await within(dialog).findByText(/^Ticket T-1000101-0042 was opened/)).toBeInTheDocument();
  // Behind the modal, before "View ticket": the list shows it.
  expect(await screen.findByRole('link', { name: 'T-1000101-0042', hidden: true })).toBeInTheDocument();
});
