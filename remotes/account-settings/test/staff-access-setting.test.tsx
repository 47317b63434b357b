import {
  getOnBehalfAuditEndpoint,
  getOnBehalfConsentEndpoint,
  updateOnBehalfConsentEndpoint,
  type OnBehalfConsent,
} from '@portal/contracts';
// eslint-disable-next-line no-restricted-imports -- the test plays the host, which stores what the pages read
import { clearPortalState, setActingOnBehalf } from '@portal/portal-kit/host';
import { mockEndpoint, renderRemotePage, startMockServer } from '@portal/portal-kit/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';

/**
 * "Staff may change data on our behalf" on the staff access page (issue 34, ADR 058): the customer's users turn it
 * off and on and see its changes; staff acting on behalf see it but cannot change it.
 */

const server = startMockServer(
  mockEndpoint(getOnBehalfAuditEndpoint, { items: [], pageNumber: 0, pageSize: 10, totalElements: 0 }),
);

afterEach(() => {
  cleanup();
  clearPortalState();
});

function serveSetting(initial: OnBehalfConsent) {
  let current = initial;
  const sent: unknown[] = [];
  server.use(
    mockEndpoint(getOnBehalfConsentEndpoint, () => current),
    mockEndpoint(updateOnBehalfConsentEndpoint, async (request) => {
      const body = (await request.json()) as { customer: string; staffMayWrite: boolean };
      sent.push(body);
      current = {
        ...current,
        staffMayWrite: body.staffMayWrite,
        changes: [
          { staffMayWrite: body.staffMayWrite, changedAt: '2026-11-28T09:00:00.000Z', changedBy: 'Emma Collins' },
          ...current.changes,
        ],
      };
      return current;
    }),
  );
  return sent;
}

describe('the staff access setting', () => {
  it('is on by default; the customer turns it off, is told so, and sees the change listed', async () => {
    const sent = serveSetting({ customerId: '1000101', staffMayWrite: true, changes: [] });
    await renderRemotePage(remoteModule, '/account/staff-access');
    const setting = await screen.findByRole('checkbox', { name: 'Staff may change data on our behalf' });
    expect(setting).toBeChecked();
    expect(setting).toBeEnabled();

    await userEvent.click(setting);
    expect(await screen.findByText('Saved: staff can only look at your account.')).toBeVisible();
    expect(setting).not.toBeChecked();
    expect(sent).toEqual([{ customer: '1000101', staffMayWrite: false }]);
    expect(screen.getByText(/turned off by Emma Collins/)).toBeVisible();
  });

  it('is shown to staff acting on behalf, who cannot change it', async () => {
    serveSetting({
      customerId: '1000101',
      staffMayWrite: false,
      changes: [{ staffMayWrite: false, changedAt: '2026-11-27T09:00:00.000Z', changedBy: 'Emma Collins' }],
    });
    setActingOnBehalf({ sessionId: '0f8d6a52-6d1e-4c1a-9a52-3f1d2b7e9c10', customerId: '1000101', name: 'Collins' });
    await renderRemotePage(remoteModule, '/account/staff-access');
    const setting = await screen.findByRole('checkbox', { name: 'Staff may change data on our behalf' });
    expect(setting).not.toBeChecked();
    expect(setting).toBeDisabled();
    expect(screen.getByText('Only the customer’s own users can change this setting.')).toBeVisible();
  });
});
