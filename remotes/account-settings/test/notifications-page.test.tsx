import {
  getNotificationPreferencesEndpoint,
  updateNotificationPreferencesEndpoint,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@portal/contracts';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which stores what the pages read
import { clearPortalState, setActingOnBehalf } from '@portal/portal-kit/host';
import { mockEndpoint, renderRemotePage, startMockServer } from '@portal/portal-kit/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/**
 * `/account/notifications` (issue 33, ADR 074): per kind the portal, e-mail, both or neither, each explained; e-mail
 * at once or a daily digest.
 */

const stored: NotificationPreferences = {
  choices: [
    { kind: 'order_shipped', channel: 'portal' },
    { kind: 'invoice_overdue', channel: 'both' },
  ],
  delivery: 'immediate',
  digestHour: 8,
  timeZone: 'Europe/Berlin',
};

const server = startMockServer(mockEndpoint(getNotificationPreferencesEndpoint, stored));

afterEach(() => {
  cleanup();
  clearPortalState();
});

describe('the notification preferences', () => {
  it('offers the four choices per kind, each with what it means', async () => {
    await renderRemotePage(remoteModule, '/account/notifications');
    const shipped = await screen.findByLabelText('Order shipped');
    expect(shipped).toHaveValue('portal');
    const overdue = screen.getByLabelText('Invoice overdue');
    expect(overdue).toHaveValue('both');
    expect(
      within(shipped)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In the portal', 'By e-mail', 'Portal and e-mail', 'Neither']);
    // What each choice means, once for every kind.
    const meanings = within(screen.getByText('What the choices mean').nextElementSibling as HTMLElement);
    expect(meanings.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'In the portal',
      'By e-mail',
      'Portal and e-mail',
      'Neither',
    ]);
    expect(meanings.getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      'Shown under Updates, no e-mail.',
      'An e-mail, at once or in your daily digest; not shown under Updates.',
      'Shown under Updates and sent by e-mail.',
      'Neither shown under Updates nor sent by e-mail.',
    ]);
    expect(screen.getByLabelText('Digest hour')).toBeDisabled();
  });

  it('saves "order shipped: none" and "invoice overdue: e-mail" with a daily digest at 7', async () => {
    const sent: NotificationPreferencesUpdate[] = [];
    server.use(
      mockEndpoint(updateNotificationPreferencesEndpoint, async (request) => {
        const body = (await request.json()) as NotificationPreferencesUpdate;
        sent.push(body);
        return { ...body, choices: body.choices };
      }),
    );
    await renderRemotePage(remoteModule, '/account/notifications');
    const shipped = await screen.findByLabelText('Order shipped');
    const overdue = screen.getByLabelText('Invoice overdue');
    await userEvent.selectOptions(shipped, 'none');
    await userEvent.selectOptions(overdue, 'email');
    await userEvent.click(screen.getByLabelText('One daily digest'));
    await userEvent.selectOptions(screen.getByLabelText('Digest hour'), '7');
    await userEvent.click(screen.getByText('Save preferences'));

    expect(await screen.findByText('Your notification preferences are saved.')).toBeVisible();
    expect(sent).toEqual([
      {
        choices: [
          { kind: 'order_shipped', channel: 'none' },
          { kind: 'invoice_overdue', channel: 'email' },
        ],
        delivery: 'digest',
        digestHour: 7,
        timeZone: 'Europe/Berlin',
      },
    ]);
  });

  it('are the user’s own: staff acting on behalf are refused', async () => {
    setActingOnBehalf({ sessionId: '0f8d6a52-6d1e-4c1a-9a52-3f1d2b7e9c10', customerId: '1000101', name: 'Collins' });
    await renderRemotePage(remoteModule, '/account/notifications');
    expect(await screen.findByText('You cannot see this page')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Order shipped' })).toBeNull();
  });
});
