import {
  getUpdateEndpoint,
  getUpdatesEndpoint,
  markAllUpdatesReadEndpoint,
  markUpdateReadEndpoint,
  type Update,
} from '@portal/contracts';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which stores what the pages read
import { clearPortalState, setActingOnBehalf } from '@portal/portal-kit/host';
import {
  mockEndpoint,
  renderRemotePage,
  startMockServer,
  testPermissionsAcross,
  testSoldToOf,
  testUpdate,
  updatesPageFor,
} from '@portal/portal-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/**
 * The updates list across several sold-tos (issue 32, ADR 069): the account selector, `?accounts=` kept on the way
 * to an update and back, each card naming the sold-to it was sent to, and read-all through the same sold-tos.
 */

const permissions = testPermissionsAcross({
  '1000102': ['NOTIFICATIONS', 'ALERTS'],
  '1000103': ['NOTIFICATIONS'],
  '1000104': ['TICKET'],
});
const alpine = testSoldToOf('1000102', 'Alpine Sports');
const soldTos = [alpine, testSoldToOf('1000103', 'Coast Outfitters'), testSoldToOf('1000104', 'Valley Shoes')];

/** The updates of each sold-to; one for all customers reaches both. */
const bySoldTo: Record<string, Update[]> = {
  '1000102': [testUpdate(1, { header: 'Alpine order confirmed', customerId: '1000102' })],
  '1000103': [testUpdate(2, { header: 'Coast order confirmed', customerId: '1000103' })],
};
const forAll = testUpdate(3, { header: 'Winter season opens', customerId: null, unread: false });
/** Every call's `soldTo`, in order, with the call's name. */
let asked: string[] = [];

function storedFor(request: Request): Update[] {
  const named = (new URL(request.url).searchParams.get('soldTo') ?? '').split(',');
  return [...named.flatMap((id) => bySoldTo[id] ?? []), forAll];
}

const soldToOf = (request: Request) => new URL(request.url).searchParams.get('soldTo') ?? '';
startMockServer(
  mockEndpoint(getUpdatesEndpoint, (request) => {
    asked.push(`list ${soldToOf(request)}`);
    return updatesPageFor(storedFor(request), request);
  }),
  mockEndpoint(getUpdateEndpoint, (request, params) => {
    asked.push(`one ${soldToOf(request)}`);
    const found = storedFor(request).find((item) => item.id === params.id);
    return found ?? new Response(JSON.stringify({ error: 'Not Found', message: 'gone' }), { status: 404 });
  }),
  mockEndpoint(markUpdateReadEndpoint, (request) => {
    asked.push(`read ${soldToOf(request)}`);
    return { unread: 0 };
  }),
  mockEndpoint(markAllUpdatesReadEndpoint, (request) => {
    asked.push(`read-all ${soldToOf(request)}`);
    return { unread: 0 };
  }),
);

beforeEach(() => {
  asked = [];
});

afterEach(() => {
  clearPortalState();
  setActingOnBehalf(null);
});

describe('updates across accounts', () => {
  it('reads the working sold-to alone by default, with no sold-to line on the cards', async () => {
    await renderRemotePage(remoteModule, '/updates', { permissions, soldTo: alpine, soldTos });
    expect(await screen.findByRole('link', { name: 'Alpine order confirmed' })).toBeInTheDocument();
    expect(asked).toEqual(['list 1000102']);
    expect(screen.queryByText(/^Sold-to:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Accounts shown/ })).toBeInTheDocument();
  });

  it('with two accounts chosen lists both, each card naming its sold-to, and marks all read through both', async () => {
    const user = userEvent.setup();
    const { router } = await renderRemotePage(remoteModule, '/updates', { permissions, soldTo: alpine, soldTos });
    await user.click(await screen.findByRole('button', { name: /Accounts shown/ }));
    await user.click(screen.getByRole('radio', { name: 'Choose accounts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Alpine Sports (1000102)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Coast Outfitters (1000103)' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(router.state.location.search).toBe('?accounts=1000102%2C1000103'));

    const list = await screen.findByRole('list', { name: 'Your updates' });
    const coast = (await within(list).findByRole('link', { name: 'Coast order confirmed' })).closest('li');
    expect(coast).not.toBeNull();
    expect(within(coast as HTMLElement).getByText('Sold-to: Coast Outfitters (1000103)')).toBeInTheDocument();
    const winter = within(list).getByRole('link', { name: 'Winter season opens' }).closest('li');
    expect(within(winter as HTMLElement).queryByText(/Sold-to:/)).not.toBeInTheDocument();
    expect(asked).toContain('list 1000102,1000103');

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(asked).toContain('read-all 1000102,1000103'));
  });

  it('opens an update of another account through the accounts of the list, and goes back to that list', async () => {
    const user = userEvent.setup();
    const { router } = await renderRemotePage(remoteModule, '/updates?accounts=all', {
      permissions,
      soldTo: alpine,
      soldTos,
    });
    await user.click(await screen.findByRole('link', { name: 'Coast order confirmed' }));
    expect(await screen.findByRole('heading', { name: 'Coast order confirmed', level: 1 })).toBeInTheDocument();
    expect(asked).toContain('one 1000102,1000103');
    await waitFor(() => expect(asked).toContain('read 1000102,1000103'));
    await user.click(screen.getByRole('link', { name: 'All updates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/updates'));
    expect(router.state.location.search).toBe('?accounts=all');
  });

  it('on behalf, no selector is offered and the working sold-to alone is read', async () => {
    setActingOnBehalf({
      sessionId: '0f8d6a52-6d1e-4c1a-9a52-3f1d2b7e9c10',
      customerId: '1000102',
      name: 'Alpine Sports',
    });
    await renderRemotePage(remoteModule, '/updates?accounts=all', { permissions, soldTo: alpine, soldTos });
    expect(await screen.findByRole('link', { name: 'Alpine order confirmed' })).toBeInTheDocument();
    expect(asked).toEqual(['list 1000102']);
    expect(screen.queryByRole('button', { name: /Accounts shown/ })).not.toBeInTheDocument();
  });
});
