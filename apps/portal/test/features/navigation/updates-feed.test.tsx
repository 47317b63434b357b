import {
  endpointPath,
  getUpdatesEndpoint,
  markUpdateReadEndpoint,
  streamUnreadUpdatesEndpoint,
  type Update,
  type UpdatePage,
} from '@portal/contracts';
import { setActingOnBehalf, storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PasswordExpiryNotice } from '../../../src/components/password-expiry-notice.tsx';
import { ConnectedShellNavigation } from '../../../src/features/navigation/components/connected-shell-navigation.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { Providers, signInAs } from '../../support/render.tsx';

/** The shell's live unread counter and alert box (spec 2.4): from the updates calls and the unread stream. */

const { server } = setUpApiServer();

function update(overrides: Partial<Update> = {}): Update {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'alert',
    updateType: 'price_list',
    header: 'New price list',
    body: 'The FW27 price list applies from 1 December.',
    language: 'en',
    chip: 'price_list',
    cta: { label: 'See the documents', href: '/documents' },
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    unread: true,
    ...overrides,
  };
}

/** Serves the updates: the count in `state.unread`, the alert and the password notice when asked for them. */
function serveUpdates(state: { unread: number; alert?: Update; password?: Update }) {
  const calls: string[] = [];
  server.use(
    mockEndpoint(getUpdatesEndpoint, (request): UpdatePage => {
      const query = new URL(request.url).searchParams;
      calls.push(query.toString());
      const items =
        query.get('type') === 'alert' && state.alert
          ? [state.alert]
          : query.get('updateType') === 'expiring_password' && state.password
            ? [state.password]
            : [];
      return { items, pageNumber: 0, pageSize: 1, totalElements: items.length, unread: state.unread };
    }),
    http.get(`*${endpointPath(streamUnreadUpdatesEndpoint)}`, () => {
      calls.push('stream');
      return new HttpResponse(`event: unread\ndata: {"unread":${state.unread}}\n\n`, {
        headers: { 'content-type': 'text/event-stream' },
      });
    }),
  );
  return calls;
}

/** The shell's count call: a page of one, of any type. */
const isCountCall = (call: string) => {
  const query = new URLSearchParams(call);
  return query.get('pageSize') === '1' && !query.has('type') && !query.has('updateType');
};
const isAlertCall = (call: string) => new URLSearchParams(call).get('type') === 'alert';

function renderShell(codes: string[] = allCustomerCodes) {
  signInAs('buyer@example.com');
  storePermissions(permissionsRecord({ portalPrivileges: [privilege('1000001', codes)] }));
  storeSelectedSoldTo(soldTo('1000001'));
  render(
    <Providers>
      <MemoryRouter initialEntries={['/dashboard']}>
        <ConnectedShellNavigation renderUserSection={() => <p>user section</p>} />
      </MemoryRouter>
    </Providers>,
  );
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

describe('the Updates counter and the alert box', () => {
  it('shows the unread count on Updates, announces it politely, and the newest unread alert', async () => {
    serveUpdates({ unread: 3, alert: update() });
    const navigation = renderShell();
    const updates = within(navigation).getByRole('link', { name: /Updates/ });
    expect(await within(updates).findByLabelText('3 unread')).toHaveTextContent('3');
    expect(screen.getByText('3 unread updates')).toHaveAttribute('role', 'status');
    const [alertBox] = await screen.findAllByRole('alert');
    expect(alertBox).toHaveTextContent('New price list');
    expect(alertBox).not.toHaveAttribute('lang');
    expect(within(alertBox as HTMLElement).getByRole('link', { name: 'See the documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it("asks for the alert's text in the page's language", async () => {
    const calls = serveUpdates({ unread: 1, alert: update() });
    renderShell();
    await screen.findAllByRole('alert');
    const alertCalls = calls.filter((call) => new URLSearchParams(call).get('type') === 'alert');
    expect(alertCalls.length).toBeGreaterThan(0);
    expect(alertCalls.every((call) => new URLSearchParams(call).get('lang') === 'en')).toBe(true);
  });

  it('marks an alert whose text is not in the page language with its language, and one that is with none', async () => {
    serveUpdates({ unread: 1, alert: update({ language: 'de', header: 'Neue Preisliste' }) });
    renderShell();
    const [german] = await screen.findAllByRole('alert');
    expect(german).toHaveTextContent('Neue Preisliste');
    expect(german).toHaveAttribute('lang', 'de');
  });

  it('follows the stream: shows the count it sends without asking for it, and asks for the alert again', async () => {
    const state = { unread: 3, alert: update() };
    const calls = serveUpdates(state);
    // The stream speaks once the shell shows what it asked for, and says a new alert came.
    server.use(
      http.get(`*${endpointPath(streamUnreadUpdatesEndpoint)}`, async () => {
        await delay(200);
        Object.assign(state, { unread: 4, alert: update({ header: 'Season opening' }) });
        return new HttpResponse('event: unread\ndata: {"unread":4}\n\n', {
          headers: { 'content-type': 'text/event-stream' },
        });
      }),
    );
    const navigation = renderShell();
    const updates = within(navigation).getByRole('link', { name: /Updates/ });
    expect(await within(updates).findByLabelText('4 unread')).toBeInTheDocument();
    expect((await screen.findAllByRole('alert'))[0]).toHaveTextContent('Season opening');
    expect(calls.filter(isAlertCall)).toHaveLength(2);
    expect(calls.filter(isCountCall)).toHaveLength(1);
  });

  it('marks the alert read when its call to action is followed', async () => {
    const state = { unread: 1, alert: update() as Update | undefined };
    serveUpdates(state);
    const read: string[] = [];
    server.use(
      mockEndpoint(markUpdateReadEndpoint, (_request, params) => {
        read.push(params.id ?? '');
        state.unread = 0;
        state.alert = undefined;
        return { unread: 0 };
      }),
    );
    const navigation = renderShell();
    const [alertBox] = await screen.findAllByRole('alert');
    await userEvent.click(within(alertBox as HTMLElement).getByRole('link', { name: 'See the documents' }));
    expect(read).toEqual([update().id]);
    const updates = within(navigation).getByRole('link', { name: /Updates/ });
    await vi.waitFor(() => expect(within(updates).queryByLabelText(/unread/)).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the expiring-password notice before any alert', async () => {
    serveUpdates({
      unread: 2,
      alert: update(),
      password: update({
        type: 'warning',
        updateType: 'expiring_password',
        expiresAt: '2026-12-04T08:00:00.000Z',
        cta: { label: 'Change password', href: '/account' },
      }),
    });
    renderShell();
    const [notice] = await screen.findAllByRole('alert');
    expect(notice).toHaveTextContent('Your password expires soon');
    expect(notice).toHaveTextContent('Your password expires on December 4, 2026.');
    expect(within(notice as HTMLElement).getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('hides the counter at 0', async () => {
    const calls = serveUpdates({ unread: 0 });
    const navigation = renderShell();
    await vi.waitFor(() => expect(calls).toContain('stream'));
    expect(within(navigation).getByRole('link', { name: 'Updates' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for nothing with the hide-updates setting', async () => {
    const calls = serveUpdates({ unread: 5, alert: update() });
    const navigation = renderShell(['ALERTS', 'NOTIFICATIONS', 'HIDE_UPDATES', 'TICKET']);
    expect(within(navigation).queryByRole('link', { name: /Updates/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the expiring-password notice on the dashboard', () => {
  const password = update({
    type: 'warning',
    updateType: 'expiring_password',
    expiresAt: '2026-12-04T08:00:00.000Z',
    cta: { label: 'Change password', href: '/account' },
  });

  function renderNotice() {
    render(
      <Providers>
        <MemoryRouter>
          <PasswordExpiryNotice />
        </MemoryRouter>
      </Providers>,
    );
  }

  it('shows while the password expires soon, with the way to change it', async () => {
    serveUpdates({ unread: 1, password });
    signInAs('expiring@example.com');
    storePermissions(permissionsRecord({ portalPrivileges: [privilege('1000001')] }));
    storeSelectedSoldTo(soldTo('1000001'));
    renderNotice();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your password expires on December 4, 2026.');
    expect(within(notice).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/account');
  });

  it('is not asked for while acting on behalf of a customer', async () => {
    const calls = serveUpdates({ unread: 1, password });
    signInAs('staff@example.com');
    storePermissions(
      permissionsRecord({
        companyType: 'internal',
        portalPrivileges: [privilege('', ['ON_BEHALF', 'ON_BEHALF_NOTIFICATIONS', 'ON_BEHALF_ALERTS'])],
      }),
    );
    setActingOnBehalf({ sessionId: 'session-1', customerId: '1000001', name: 'Sold-to 1000001' });
    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
