import {
  getNotificationPreferencesEndpoint,
  updateNotificationPreferencesEndpoint,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@portal/contracts';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which stores what the pages read
import { clearPortalState, setActingOnBehalf } from '@portal/portal-kit/host';
import { mockEndpoint, renderRemotePage, startMockServer } from '@portal/portal-kit/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/**
 * `/account/notifications` (issue 33): per kind an e-mail or none (the portal shows every kind anyway); e-mail at once
 * or a daily digest.
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
  it('offers an e-mail or none per kind, and saves "order shipped: e-mail" with a daily digest at 7', async () => {
    const sent: NotificationPreferencesUpdate[] = [];
    server.use(
      mockEndpoint(updateNotificationPreferencesEndpoint, async (request) => {
        const body = (await request.json()) as NotificationPreferencesUpdate;
        sent.push(body);
        return { ...body, choices: body.choices };
      }),
    );
    await renderRemotePage(remoteModule, '/account/notifications');
    const shipped = await screen.findByRole('combobox', { name: 'Order shipped' });
    expect(shipped).toHaveValue('none');
    expect(screen.getByRole('combobox', { name: 'Invoice overdue' })).toHaveValue('email');
    // Only choices that do something: "in the portal" is not one, the portal shows every kind.
    expect([...screen.getAllByRole('option')].filter((option) => option.closest('select') === shipped)).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'No e-mail', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Digest hour' })).toBeDisabled();

    await userEvent.selectOptions(shipped, 'email');
    await userEvent.click(screen.getByRole('radio', { name: 'One daily digest' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Digest hour' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));

    expect(await screen.findByText('Your notification preferences are saved.')).toBeVisible();
    expect(sent).toEqual([
      {
        choices: [
          // E-mail besides the portal; the kind left alone keeps what was stored.
          { kind: 'order_shipped', channel: 'both' },
          { kind: 'invoice_overdue', channel: 'both' },
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
