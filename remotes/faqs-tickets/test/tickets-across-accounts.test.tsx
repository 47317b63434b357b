import { getTicketsEndpoint, type TicketSummary } from '@portal/contracts';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which stores what the pages read
import { clearPortalState, setActingOnBehalf } from '@portal/portal-kit/host';
import {
  mockEndpoint,
  renderRemotePage,
  startMockServer,
  testPermissionsAcross,
  testSoldToOf,
} from '@portal/portal-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/** The ticket history across several sold-tos (issue 32, ADR 069): the account selector, `?accounts=`, a sold-to column. */

const server = startMockServer();
const permissions = testPermissionsAcross({
  '1000102': ['TICKET', 'TICKET_WRITE'],
  '1000103': ['TICKET'],
  '1000104': ['ORDER_INQUIRY_NEW'],
});
const alpine = testSoldToOf('1000102', 'Alpine Sports');
const soldTos = [alpine, testSoldToOf('1000103', 'Coast Outfitters'), testSoldToOf('1000104', 'Valley Shoes')];

const ticket = (customerId: string, number: string, subject: string): TicketSummary => ({
  ticketId: `00000000-0000-4000-8000-${number.replace(/\D/g, '').slice(-12).padStart(12, '0')}`,
  number,
  customerId,
  category: 'delivery',
  subject,
  status: 'open',
  authorName: 'Emma Collins',
  orderRef: null,
  documentRef: null,
  topic: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  messageCount: 1,
});

/** Answers the tickets of the sold-tos the call names, and records each call's `customer`. */
function ticketsOfNamed(asked: string[]) {
  const all = [
    ticket('1000102', 'T-1000102-0001', 'Torn cartons'),
    ticket('1000103', 'T-1000103-0001', 'Late delivery'),
  ];
  return mockEndpoint(getTicketsEndpoint, (request) => {
    const customer = new URL(request.url).searchParams.get('customer') ?? '';
    asked.push(customer);
    const items = all.filter((one) => customer.split(',').includes(one.customerId));
    return { items, pageNumber: 0, pageSize: 20, totalElements: items.length };
  });
}

afterEach(() => {
  clearPortalState();
  setActingOnBehalf(null);
});

describe('the ticket history across accounts', () => {
  it('reads the working sold-to alone by default, without a sold-to column', async () => {
    const asked: string[] = [];
    server.use(ticketsOfNamed(asked));
    await renderRemotePage(remoteModule, '/ticket/history', { permissions, soldTo: alpine, soldTos });
    expect(await screen.findByRole('link', { name: 'T-1000102-0001' })).toBeInTheDocument();
    expect(asked).toEqual(['1000102']);
    expect(screen.queryByRole('columnheader', { name: 'Sold-to' })).not.toBeInTheDocument();
    // Two sold-tos hold the ticket permission: the selector is offered.
    expect(screen.getByRole('button', { name: /Accounts shown/ })).toBeInTheDocument();
  });

  it('with ?accounts=all reads the sold-tos holding the ticket permission and names each row’s sold-to', async () => {
    const asked: string[] = [];
    server.use(ticketsOfNamed(asked));
    await renderRemotePage(remoteModule, '/ticket/history?accounts=all', { permissions, soldTo: alpine, soldTos });
    expect(await screen.findByRole('link', { name: 'T-1000103-0001' })).toBeInTheDocument();
    expect(asked.at(-1)).toBe('1000102,1000103');
    expect(screen.getByRole('columnheader', { name: 'Sold-to' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Late delivery/ });
    expect(within(row).getByText('Coast Outfitters (1000103)')).toBeInTheDocument();
  });

  it('choosing "All my accounts" writes it to the address and keeps it when filtering', async () => {
    const asked: string[] = [];
    server.use(ticketsOfNamed(asked));
    const user = userEvent.setup();
    const { router } = await renderRemotePage(remoteModule, '/ticket/history', {
      permissions,
      soldTo: alpine,
      soldTos,
    });
    await user.click(await screen.findByRole('button', { name: /Accounts shown/ }));
    await user.click(screen.getByRole('radio', { name: 'All my accounts' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?accounts=all'));
    expect(await screen.findByRole('link', { name: 'T-1000103-0001' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('status')).toBe('open'));
    expect(new URLSearchParams(router.state.location.search).get('accounts')).toBe('all');
  });

  it('on behalf, no selector is offered and the session’s customer alone is read', async () => {
    const asked: string[] = [];
    server.use(ticketsOfNamed(asked));
    setActingOnBehalf({
      sessionId: '0f8d6a52-6d1e-4c1a-9a52-3f1d2b7e9c10',
      customerId: '1000102',
      name: 'Alpine Sports',
    });
    await renderRemotePage(remoteModule, '/ticket/history?accounts=all', { permissions, soldTo: alpine, soldTos });
    expect(await screen.findByRole('link', { name: 'T-1000102-0001' })).toBeInTheDocument();
    expect(asked).toEqual(['1000102']);
    expect(screen.queryByRole('button', { name: /Accounts shown/ })).not.toBeInTheDocument();
  });
});
