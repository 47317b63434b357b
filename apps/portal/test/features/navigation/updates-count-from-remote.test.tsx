import {
  endpointPath,
  getUpdatesEndpoint,
  markAllUpdatesReadEndpoint,
  markUpdateReadEndpoint,
  paths,
  streamUnreadUpdatesEndpoint,
  type Update,
} from '@portal/contracts';
import { remotePages, type RemoteModule } from '@portal/portal-kit';
import { storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { testUpdate, updatesPageFor } from '@portal/portal-kit/testing/updates';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConnectedShellNavigation } from '../../../src/features/navigation/components/connected-shell-navigation.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { Providers, signInAs } from '../../support/render.tsx';

/*
 * ADR 054: a change made in the updates remote reaches the shell's unread count on one path, the
 * `updateCountRefresh` event, so the count is asked for once per change; and a change made in the shell reaches
 * the remote's list the same way. The shell and the remote's page share one QueryClient, as in the portal.
 */

const modules = import.meta.glob<{ default: RemoteModule }>('../../../../../remotes/notifications/src/module.ts', {
  eager: true,
});
const notifications = Object.values(modules)[0]?.default;
const UpdatesPage = notifications && remotePages(notifications).find(({ path }) => path === paths.updates.root);

const { server } = setUpApiServer();

type Call = 'count' | 'alert' | 'password notice' | 'list';

/** What a `getUpdates` call asks for: the shell's three small ones or the remote's page. */
function callOf(query: URLSearchParams): Call {
  if (query.get('type') === 'alert' && query.get('pageSize') === '1') return 'alert';
  if (query.get('updateType') === 'expiring_password') return 'password notice';
  return query.get('pageSize') === '1' ? 'count' : 'list';
}

/** The server's updates of one reader: list, count, read, read-all; the stream says the count once. */
function serveUpdates(stored: Update[]) {
  const calls: Call[] = [];
  const unread = () => stored.filter((item) => item.unread).length;
  const markRead = (id?: string) => {
    stored.forEach((item, index) => {
      if (id === undefined || item.id === id) stored[index] = { ...item, unread: false };
    });
  };
  server.use(
    mockEndpoint(getUpdatesEndpoint, (request) => {
      calls.push(callOf(new URL(request.url).searchParams));
      return updatesPageFor(stored, request);
    }),
    mockEndpoint(markAllUpdatesReadEndpoint, () => {
      markRead();
      return { unread: 0 };
    }),
    mockEndpoint(markUpdateReadEndpoint, (_request, params) => {
      markRead(params.id);
      return { unread: unread() };
    }),
    http.get(
      `*${endpointPath(streamUnreadUpdatesEndpoint)}`,
      () =>
        new HttpResponse(`event: unread\ndata: {"unread":${unread()}}\n\n`, {
          headers: { 'content-type': 'text/event-stream' },
        }),
    ),
  );
  return calls;
}

function renderShellWithUpdatesPage() {
  if (!UpdatesPage) throw new Error('The notifications remote serves no page at /updates');
  signInAs('buyer@example.com');
  storePermissions(permissionsRecord({ portalPrivileges: [privilege('1000001')] }));
  storeSelectedSoldTo(soldTo('1000001'));
  render(
    <Providers>
      <MemoryRouter initialEntries={[paths.updates.root]}>
        <ConnectedShellNavigation renderUserSection={() => null} />
        <Routes>
          <Route path={paths.updates.root} element={<UpdatesPage.Component />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  const updatesLink = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
    name: /Updates/,
  });
  return { updatesLink };
}

/** Lets any second refresh a change might start arrive before the calls are counted. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("the shell's unread count and the updates remote", () => {
  it('asks for the count once when the remote marks all read, and for its list once', async () => {
    const calls = serveUpdates([testUpdate(1), testUpdate(2), testUpdate(3)]);
    const { updatesLink } = renderShellWithUpdatesPage();
    expect(await within(updatesLink).findByLabelText('3 unread')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your updates' });
    await settle();
    calls.length = 0;

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(within(updatesLink).queryByLabelText(/unread/)).toBeNull());
    await vi.waitFor(() => expect(within(list).queryByText('Unread')).toBeNull());
    await settle();
    expect(calls.filter((call) => call === 'count')).toHaveLength(1);
    expect(calls.filter((call) => call === 'list')).toHaveLength(1);
  });

  it("refreshes the remote's list once when the shell's alert box marks its alert read", async () => {
    const alert = testUpdate(4, {
      type: 'alert',
      header: 'New price list',
      cta: { label: 'See it', href: '/updates' },
    });
    const calls = serveUpdates([testUpdate(1), alert]);
    const { updatesLink } = renderShellWithUpdatesPage();
    expect(await within(updatesLink).findByLabelText('2 unread')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your updates' });
    expect(within(list).getAllByText('Unread')).toHaveLength(2);
    const [alertBox] = await screen.findAllByRole('alert');
    await settle();
    calls.length = 0;

    await userEvent.click(within(alertBox as HTMLElement).getByRole('link', { name: 'See it' }));
    await vi.waitFor(() => expect(within(list).getAllByText('Unread')).toHaveLength(1));
    expect(await within(updatesLink).findByLabelText('1 unread')).toBeInTheDocument();
    await settle();
    expect(calls.filter((call) => call === 'list')).toHaveLength(1);
    expect(calls.filter((call) => call === 'count')).toHaveLength(1);
  });
});
