import {
  decideInvitationEndpoint,
  getPendingInvitationsEndpoint,
  type InvitationDecided,
  type InvitationDecisionRequest,
  type PendingInvitation,
} from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/**
 * Staff's page of invitations waiting for approval (ADR 050): the list, approve and decline from the keyboard with
 * names that say whose invitation, the outcome announced, a decision someone else made first said so, and a refusal.
 */

const { server } = setUpApiServer();

const admin = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['ON_BEHALF', 'ADMIN_TOOL'])],
});

const invitationOf = (email: string, version = 1): PendingInvitation => ({
  invitationId: crypto.randomUUID(),
  customerId: '1000101',
  customerName: 'Collins Outdoor Ltd',
  email,
  firstName: 'Ada',
  lastName: 'Brook',
  language: 'en',
  inviterName: 'Brian Buyer',
  privileges: ['CLONE_USER'],
  createdAt: '2026-11-27T09:00:00.000Z',
  version,
});

function serve(
  items: PendingInvitation[],
  decide: (body: InvitationDecisionRequest, id: string) => Response | InvitationDecided,
) {
  signInAs('staff@example.com');
  let waiting = [...items];
  const decisions: Array<InvitationDecisionRequest & { id: string }> = [];
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(admin)),
    mockEndpoint(getPendingInvitationsEndpoint, () => ({ items: waiting })),
    mockEndpoint(decideInvitationEndpoint, async (request, params) => {
      const body = (await request.json()) as InvitationDecisionRequest;
      const id = String(params.invitationId);
      decisions.push({ ...body, id });
      waiting = waiting.filter((item) => item.invitationId !== id);
      return decide(body, id);
    }),
  );
  return decisions;
}

describe('/pending-invitations', () => {
  it('lists the waiting invitations and approves one from the keyboard, announcing the outcome', async () => {
    const ada = invitationOf('ada@accountants.example', 3);
    const decisions = serve([ada, invitationOf('bob@elsewhere.example')], (body, id) => ({
      invitationId: id,
      state: body.decision === 'approve' ? ('approved' as const) : ('declined' as const),
      decidedAt: '2026-11-28T08:00:00.000Z',
    }));
    renderRoutes('/pending-invitations');
    const table = await screen.findByRole('table', { name: '2 invitations waiting' }, { timeout: 5000 });
    const row = within(table).getByRole('row', { name: /ada@accountants\.example/ });
    expect(row).toHaveTextContent('Collins Outdoor Ltd');
    expect(row).toHaveTextContent('Brian Buyer');

    const approve = within(row).getByRole('button', { name: 'Approve the invitation of ada@accountants.example' });
    approve.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Approved: the invitation was sent to ada@accountants.example.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(decisions).toEqual([{ id: ada.invitationId, decision: 'approve', version: 3 }]);
    expect(await screen.findByRole('table', { name: '1 invitation waiting' })).toBeInTheDocument();
  });

  it('says when someone else decided first, and shows the list as it is now', async () => {
    serve([invitationOf('ada@accountants.example')], () =>
      HttpResponse.json({ error: 'Conflict', message: 'already approved' }, { status: 409 }),
    );
    renderRoutes('/pending-invitations');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Decline the invitation of ada@accountants.example' },
        { timeout: 5000 },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else already decided on the invitation of ada@accountants.example.',
    );
    expect(await screen.findByText('No invitations are waiting for approval.')).toBeInTheDocument();
  });

  it('shows a refusal instead of a failure to retry', async () => {
    signInAs('staff@example.com');
    server.use(
      http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(admin)),
      mockEndpoint(getPendingInvitationsEndpoint, () =>
        HttpResponse.json({ error: 'Forbidden', message: 'no' }, { status: 403 }),
      ),
    );
    renderRoutes('/pending-invitations');
    expect(await screen.findByText('You cannot decide on invitations', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
