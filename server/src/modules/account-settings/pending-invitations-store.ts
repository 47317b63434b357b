import type { PortalPrivilege } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pendingInvitations } from '../../db/schema/index.ts';

export type PendingInvitationRow = typeof pendingInvitations.$inferSelect;

/** A new pending invitation; an address already waiting for the sold-to adds nothing (the first one stays). */
export async function insertPendingInvitation(
  db: Database,
  invitation: {
    customerId: string;
    email: string;
    firstName: string;
    lastName: string;
    language: string;
    invitedBy: string;
    inviterName: string;
    privileges: PortalPrivilege;
  },
): Promise<void> {
  await db.insert(pendingInvitations).values(invitation).onConflictDoNothing();
}

/** The invitations waiting for staff, oldest first: of one sold-to, or of every one (`null`). */
export async function waitingInvitations(db: Database, customerId: string | null): Promise<PendingInvitationRow[]> {
  return db
    .select()
    .from(pendingInvitations)
    .where(
      and(
        eq(pendingInvitations.state, 'pending'),
        customerId === null ? undefined : eq(pendingInvitations.customerId, customerId),
      ),
    )
    .orderBy(asc(pendingInvitations.createdAt), asc(pendingInvitations.email));
}

export async function findPendingInvitation(
  db: Database,
  invitationId: string,
): Promise<PendingInvitationRow | undefined> {
  const [row] = await db.select().from(pendingInvitations).where(eq(pendingInvitations.invitationId, invitationId));
  return row;
}

/**
 * Stores a decision on the version it was made on, only while the invitation still waits: of two staff deciding at
 * once, the second finds the version raised (or the state changed) and gets undefined.
 */
export async function recordDecision(
  db: Database,
  {
    invitationId,
    version,
    state,
    decidedBy,
  }: { invitationId: string; version: number; state: 'approved' | 'declined'; decidedBy: string },
): Promise<PendingInvitationRow | undefined> {
  const [row] = await db
    .update(pendingInvitations)
    .set({ state, decidedBy, decidedAt: sql`now()`, version: sql`${pendingInvitations.version} + 1` })
    .where(
      and(
        eq(pendingInvitations.invitationId, invitationId),
        eq(pendingInvitations.version, version),
        eq(pendingInvitations.state, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Takes back an approval whose invitation could not be sent: it waits again, under a new version. */
export async function reopenInvitation(db: Database, invitationId: string): Promise<void> {
  await db
    .update(pendingInvitations)
    .set({ state: 'pending', decidedBy: null, decidedAt: null, version: sql`${pendingInvitations.version} + 1` })
    .where(and(eq(pendingInvitations.invitationId, invitationId), eq(pendingInvitations.state, 'approved')));
}
