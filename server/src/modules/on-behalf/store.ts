import type { OnBehalfActionKind, OnBehalfAuditPage, OnBehalfConsent } from '@portal/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, onBehalfActions, onBehalfSessions, onBehalfWriteConsents, users } from '../../db/schema/index.ts';

export type OnBehalfSessionRow = typeof onBehalfSessions.$inferSelect;
export type EndReason = NonNullable<OnBehalfSessionRow['endReason']>;

export async function insertSession(
  db: Database,
  session: { staffUserId: string; customerId: string; reason: string; signInId: string | null },
): Promise<OnBehalfSessionRow> {
  const [row] = await db.insert(onBehalfSessions).values(session).returning();
  if (!row) throw new Error('The on-behalf session was not stored.');
  return row;
}

export async function findSession(db: Database, sessionId: string): Promise<OnBehalfSessionRow | undefined> {
  const [row] = await db.select().from(onBehalfSessions).where(eq(onBehalfSessions.sessionId, sessionId));
  return row;
}

/** Ends the session if it is still open; true when this call ended it. */
export async function endSession(db: Database, sessionId: string, reason: EndReason, at: Date): Promise<boolean> {
  const ended = await db
    .update(onBehalfSessions)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(onBehalfSessions.sessionId, sessionId), isNull(onBehalfSessions.endedAt)))
    .returning({ sessionId: onBehalfSessions.sessionId });
  return ended.length > 0;
}

/** The sessions not ended yet that a sign-in opened, of one customer or of all. */
export async function openSignedSessions(
  db: Database,
  customerId: string | undefined,
): Promise<Array<Pick<OnBehalfSessionRow, 'sessionId' | 'signInId' | 'lastActiveAt'>>> {
  return db
    .select({
      sessionId: onBehalfSessions.sessionId,
      signInId: onBehalfSessions.signInId,
      lastActiveAt: onBehalfSessions.lastActiveAt,
    })
    .from(onBehalfSessions)
    .where(
      and(
        isNull(onBehalfSessions.endedAt),
        isNotNull(onBehalfSessions.signInId),
        customerId ? eq(onBehalfSessions.customerId, customerId) : undefined,
      ),
    );
}

export async function touchSession(db: Database, sessionId: string, at: Date): Promise<void> {
  await db.update(onBehalfSessions).set({ lastActiveAt: at }).where(eq(onBehalfSessions.sessionId, sessionId));
}

export async function insertAction(
  db: Database,
  action: { sessionId: string; action: OnBehalfActionKind; subject: string },
): Promise<void> {
  await db.insert(onBehalfActions).values(action);
}

/** The customers a staff user visited last, newest visit first. */
export async function recentCustomerIds(
  db: Database,
  staffUserId: string,
  limit: number,
): Promise<Array<{ customerId: string; visitedAt: Date }>> {
  const visitedAt = sql<Date>`max(${onBehalfSessions.startedAt})`;
  return db
    .select({ customerId: onBehalfSessions.customerId, visitedAt })
    .from(onBehalfSessions)
    .where(eq(onBehalfSessions.staffUserId, staffUserId))
    .groupBy(onBehalfSessions.customerId)
    .orderBy(desc(visitedAt))
    .limit(limit);
}

/**
 * A page of visits, newest first, with their actions in order; one customer's or every customer's. A session left
 * open past the idle limit shows as expired at the end of that limit.
 */
export async function auditPage(
  db: Database,
  query: { customerId: string | undefined; pageNumber: number; pageSize: number; idleMs: number; now: Date },
): Promise<OnBehalfAuditPage> {
  const { customerId, pageNumber, pageSize, idleMs, now } = query;
  const where = customerId ? eq(onBehalfSessions.customerId, customerId) : undefined;
  const [sessions, [count]] = await Promise.all([
    db
      .select({
        session: onBehalfSessions,
        legalName: customers.legalName,
        givenName: users.givenName,
        familyName: users.familyName,
      })
      .from(onBehalfSessions)
      .innerJoin(customers, eq(customers.customerId, onBehalfSessions.customerId))
      .innerJoin(users, eq(users.id, onBehalfSessions.staffUserId))
      .where(where)
      .orderBy(desc(onBehalfSessions.startedAt), desc(onBehalfSessions.sessionId))
      .limit(pageSize)
      .offset(pageNumber * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(onBehalfSessions)
      .where(where),
  ]);
  const ids = sessions.map(({ session }) => session.sessionId);
  const actions =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(onBehalfActions)
          .where(inArray(onBehalfActions.sessionId, ids))
          .orderBy(onBehalfActions.at);
  return {
    items: sessions.map(({ session, legalName, givenName, familyName }) => {
      const idleEnd = new Date(session.lastActiveAt.getTime() + idleMs);
      const expired = !session.endedAt && idleEnd <= now;
      const endedAt = session.endedAt ?? (expired ? idleEnd : null);
      return {
        sessionId: session.sessionId,
        customerId: session.customerId,
        legalName,
        staffName: `${givenName} ${familyName}`.trim(),
        reason: session.reason,
        startedAt: session.startedAt.toISOString(),
        endedAt: endedAt?.toISOString() ?? null,
        endReason: session.endReason ?? (expired ? 'expired' : null),
        actions: actions
          .filter((action) => action.sessionId === session.sessionId)
          .map((action) => ({
            at: action.at.toISOString(),
            action: action.action,
            subject: action.subject,
          })),
      };
    }),
    pageNumber,
    pageSize,
    totalElements: count?.total ?? 0,
  };
}

/** The customer's "staff may change data on our behalf": its newest change, yes when it never changed it. */
export async function staffMayWrite(db: Database, customerId: string): Promise<boolean> {
  const [latest] = await db
    .select({ staffMayWrite: onBehalfWriteConsents.staffMayWrite })
    .from(onBehalfWriteConsents)
    .where(eq(onBehalfWriteConsents.customerId, customerId))
    .orderBy(desc(onBehalfWriteConsents.changedAt), desc(onBehalfWriteConsents.changeId))
    .limit(1);
  return latest?.staffMayWrite ?? true;
}

/** The setting with its changes, newest first (at most the last 20). */
export async function consentOf(db: Database, customerId: string): Promise<OnBehalfConsent> {
  const changes = await db
    .select()
    .from(onBehalfWriteConsents)
    .where(eq(onBehalfWriteConsents.customerId, customerId))
    .orderBy(desc(onBehalfWriteConsents.changedAt), desc(onBehalfWriteConsents.changeId))
    .limit(20);
  return {
    customerId,
    staffMayWrite: changes[0]?.staffMayWrite ?? true,
    changes: changes.map((change) => ({
      staffMayWrite: change.staffMayWrite,
      changedAt: change.changedAt.toISOString(),
      changedBy: change.changedByName,
    })),
  };
}

/** Writes a change of the setting (a repeat of the current value is stored too: it is what the user did). */
export async function insertConsent(
  db: Database,
  change: { customerId: string; staffMayWrite: boolean; changedBy: string; changedByName: string },
): Promise<void> {
  await db.insert(onBehalfWriteConsents).values(change);
}

/** The customer's last staff visits, newest first. */
export async function lastVisits(
  db: Database,
  customerId: string,
  limit: number,
): Promise<Array<Pick<OnBehalfSessionRow, 'staffUserId' | 'reason' | 'startedAt' | 'endedAt'>>> {
  return db
    .select({
      staffUserId: onBehalfSessions.staffUserId,
      reason: onBehalfSessions.reason,
      startedAt: onBehalfSessions.startedAt,
      endedAt: onBehalfSessions.endedAt,
    })
    .from(onBehalfSessions)
    .where(eq(onBehalfSessions.customerId, customerId))
    .orderBy(desc(onBehalfSessions.startedAt))
    .limit(limit);
}
