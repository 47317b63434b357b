import type {
  InvitationDecided,
  InvitationDecisionRequest,
  LanguageId,
  PendingInvitation,
  WaitingInvitation,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, customerAccessOf, findCustomer, onBehalfSessionOf, permissionsFor } from '../accounts/index.ts';
import { sendInvitation } from './invite-colleague.ts';
import {
  findPendingInvitation,
  recordDecision,
  reopenInvitation,
  waitingInvitations,
  type PendingInvitationRow,
} from './pending-invitations-store.ts';

/**
 * Staff decide on invitations to addresses outside a sold-to's known domains (ADR 050): staff with the admin tool
 * for every customer, staff with customerVisibility in an on-behalf session for that customer only.
 */

/** The customers whose invitations the caller may decide on: every one (`null`) or one; 403 for anyone else. */
async function decidableCustomerOf(request: FastifyRequest): Promise<string | null> {
  const caller = await callerOf(request);
  if (!caller.internal) throw httpError(403, 'Only staff decide on invitations waiting for approval.');
  if (permissionsFor(caller, null).adminTool) return null;
  const session = await onBehalfSessionOf(request);
  if (session) {
    const { permissions } = await customerAccessOf(request, session.customerId);
    if (permissions.customerVisibility) return session.customerId;
  }
  throw httpError(
    403,
    'Deciding on invitations needs the admin tool, or customerVisibility in an on-behalf session for the customer.',
  );
}

export async function pendingInvitationsFor(request: FastifyRequest): Promise<PendingInvitation[]> {
  const { db } = request.server;
  const rows = await waitingInvitations(db, await decidableCustomerOf(request));
  const names = new Map<string, string>();
  for (const customerId of new Set(rows.map((row) => row.customerId))) {
    names.set(customerId, (await findCustomer(db, customerId))?.legalName ?? customerId);
  }
  return rows.map((row) => ({
    invitationId: row.invitationId,
    customerId: row.customerId,
    customerName: names.get(row.customerId) ?? row.customerId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language as LanguageId,
    inviterName: row.inviterName,
    privileges: row.privileges.enabled,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  }));
}

/**
 * Approves or declines on the version read. The decision is stored first, on that version and only while the
 * invitation waits, so of two staff deciding at once one gets 409 and only one invitation is sent; an approval whose
 * invitation cannot be sent waits again. A conflict is returned (the route answers 409), not thrown.
 */
export async function decideInvitation(
  request: FastifyRequest,
  invitationId: string,
  { decision, version }: InvitationDecisionRequest,
): Promise<InvitationDecided | { conflict: string }> {
  const { server: app } = request;
  const scope = await decidableCustomerOf(request);
  const invitation = await findPendingInvitation(app.db, invitationId);
  // Another customer's invitation is as unknown to on-behalf staff as one that does not exist.
  if (!invitation || (scope !== null && invitation.customerId !== scope)) {
    throw httpError(404, `Invitation ${invitationId} was not found.`);
  }
  if (invitation.state !== 'pending') {
    return { conflict: `Invitation ${invitationId} was already ${invitation.state}.` };
  }
  const { userId } = await callerOf(request);
  const state = decision === 'approve' ? 'approved' : 'declined';
  const decided = await recordDecision(app.db, { invitationId, version, state, decidedBy: userId });
  if (!decided) {
    return { conflict: `Invitation ${invitationId} was decided or changed since you read it. Reload the list.` };
  }
  if (state === 'approved') await sendApproved(request, decided);
  request.log.info({ invitationId, customerId: invitation.customerId, state }, 'invitation decided');
  return { invitationId, state, decidedAt: (decided.decidedAt ?? new Date()).toISOString() };
}

async function sendApproved(request: FastifyRequest, invitation: PendingInvitationRow): Promise<void> {
  const { server: app } = request;
  const customer = await findCustomer(app.db, invitation.customerId);
  try {
    await sendInvitation(app, {
      person: {
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        language: invitation.language as LanguageId,
      },
      copy: invitation.privileges,
      inviter: invitation.inviterName,
      customerId: invitation.customerId,
      customerName: customer?.legalName ?? invitation.customerId,
    });
  } catch (error) {
    await reopenInvitation(app.db, invitation.invitationId);
    throw error;
  }
}

/** The invitations of a sold-to waiting for staff, for its people list. */
export async function waitingInvitationsOf(request: FastifyRequest, customerId: string): Promise<WaitingInvitation[]> {
  const rows = await waitingInvitations(request.server.db, customerId);
  return rows.map((row) => ({
    invitationId: row.invitationId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    state: 'pending',
    createdAt: row.createdAt.toISOString(),
  }));
}
