import type { OnBehalfActionKind, OnBehalfConsent, OnBehalfVisit } from '@portal/contracts';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likeText } from '../accounts/index.ts';
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

/** Which sessions a log lists: every filter given narrows by an index of its own. */
export interface VisitFilter {
  customer?: string | undefined;
  /** Part of the staff user's e-mail address. */
  staff?: string | undefined;
  /** First and last day (UTC, `yyyy-mm-dd`) of the session's start, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** Part of the reason. */
  reason?: string | undefined;
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function visitWhere(filter: VisitFilter): SQL | undefined {
  const { customer, staff, from, to, reason } = filter;
  return and(
    customer ? eq(onBehalfSessions.customerId, customer) : undefined,
    from ? gte(onBehalfSessions.startedAt, new Date(`${from}T00:00:00Z`)) : undefined,
    to ? lt(onBehalfSessions.startedAt, dayAfter(to)) : undefined,
    reason ? sql`lower(${onBehalfSessions.reason}) like ${`%${likeText(reason)}%`}` : undefined,
    staff ? sql`lower(${users.username}) like ${`%${likeText(staff)}%`}` : undefined,
  );
}

/** A visit with the staff user's e-mail address, for the group's log (a customer's log leaves it out). */
export type LoggedVisit = OnBehalfVisit & { staffEmail: string };

/**
 * Visits newest first with their actions in order. A session left open past the idle limit shows as expired at the
 * end of that limit.
 */
async function visits(
  db: Database,
  where: SQL | undefined,
  range: { limit: number; offset: number; idleMs: number; now: Date },
): Promise<LoggedVisit[]> {
  const { limit, offset, idleMs, now } = range;
  const sessions = await db
    .select({
      session: onBehalfSessions,
      legalName: customers.legalName,
      givenName: users.givenName,
      familyName: users.familyName,
      staffEmail: users.username,
    })
    .from(onBehalfSessions)
    .innerJoin(customers, eq(customers.customerId, onBehalfSessions.customerId))
    .innerJoin(users, eq(users.id, onBehalfSessions.staffUserId))
    .where(where)
    .orderBy(desc(onBehalfSessions.startedAt), desc(onBehalfSessions.sessionId))
    .limit(limit)
    .offset(offset);
  const ids = sessions.map(({ session }) => session.sessionId);
  const actions =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(onBehalfActions)
          .where(inArray(onBehalfActions.sessionId, ids))
          .orderBy(onBehalfActions.at);
  return sessions.map(({ session, legalName, givenName, familyName, staffEmail }) => {
    const idleEnd = new Date(session.lastActiveAt.getTime() + idleMs);
    const expired = !session.endedAt && idleEnd <= now;
    const endedAt = session.endedAt ?? (expired ? idleEnd : null);
    return {
      sessionId: session.sessionId,
      customerId: session.customerId,
      legalName,
      staffName: `${givenName} ${familyName}`.trim(),
      staffEmail,
      reason: session.reason,
      startedAt: session.startedAt.toISOString(),
      endedAt: endedAt?.toISOString() ?? null,
      endReason: session.endReason ?? (expired ? 'expired' : null),
      actions: actions
        .filter((action) => action.sessionId === session.sessionId)
        .map((action) => ({ at: action.at.toISOString(), action: action.action, subject: action.subject })),
    };
  });
}

async function visitCount(db: Database, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(onBehalfSessions)
    .innerJoin(users, eq(users.id, onBehalfSessions.staffUserId))
    .where(where);
  return count?.total ?? 0;
}

/** A page of visits, newest first, with their actions in order; filtered (one customer's, or the group's log). */
export async function visitPage(
  db: Database,
  query: { filter: VisitFilter; pageNumber: number; pageSize: number; idleMs: number; now: Date },
): Promise<{ items: LoggedVisit[]; pageNumber: number; pageSize: number; totalElements: number }> {
  const { filter, pageNumber, pageSize, idleMs, now } = query;
  const where = visitWhere(filter);
  const [items, totalElements] = await Promise.all([
    visits(db, where, { limit: pageSize, offset: pageNumber * pageSize, idleMs, now }),
    visitCount(db, where),
  ]);
  return { items, pageNumber, pageSize, totalElements };
}

/** The filtered visits in batches, newest first, at most `limit` in all (the log's CSV file). */
export async function* visitBatches(
  db: Database,
  query: { filter: VisitFilter; limit: number; batchSize: number; idleMs: number; now: Date },
): AsyncIterable<LoggedVisit[]> {
  const { filter, limit, batchSize, idleMs, now } = query;
  const where = visitWhere(filter);
  for (let offset = 0; offset < limit; offset += batchSize) {
    const batch = await visits(db, where, { limit: Math.min(batchSize, limit - offset), offset, idleMs, now });
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
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
