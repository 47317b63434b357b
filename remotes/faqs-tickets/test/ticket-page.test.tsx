import { getTicketEndpoint, getTicketsEndpoint, privilegeCodes, type TicketDetail } from '@portal/contracts';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which sends the uploads
import { setUploadTransport } from '@portal/portal-kit/host';
import { mockEndpoint, renderRemotePage, startMockServer } from '@portal/portal-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

const server = startMockServer(
  mockEndpoint(getTicketEndpoint, () =>
    HttpResponse.json({ error: 'Not Found', message: 'ticketId: must be a ticket id' }, { status: 404 }),
  ),
);

afterEach(() => setUploadTransport(null));

it('answers an unknown ticket with "not found", without logging or reporting a failure', async () => {
  await renderRemotePage(remoteModule, '/ticket/nope', { permissions: null });
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
  await renderRemotePage(remoteModule, '/ticket/new?subject=Wet%20cartons', { enabled: privilegeCodes });
  const dialog = await screen.findByRole('dialog', { name: 'Open a ticket' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Describe your request/ }), 'Two arrived wet.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
  expect(await within(dialog).findByText(/^Ticket T-1000101-0042 was opened/)).toBeInTheDocument();
  // Behind the modal, before "View ticket": the list shows it.
  expect(await screen.findByRole('link', { name: 'T-1000101-0042', hidden: true })).toBeInTheDocument();
});
