import { onBehalfSessionEndedReason, onBehalfSessionHeader, type OnBehalfActionKind } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { callerOf, onBehalfSessionOf, permissionsFor, type LiveOnBehalfSession } from '../accounts/index.ts';
import { isUuid } from '../identity/index.ts';
import {
  endSession,
  findSession,
  insertAction,
  staffMayWrite,
  touchSession,
  type OnBehalfSessionRow,
} from './store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call that names the session without being activity in it (the banner reading the time left). */
    notOnBehalfActivity?: boolean;
  }
}

/** A session's last activity is written at most this often (each call would be a write otherwise). */
const touchEveryMs = 30_000;

const ended = (message: string) => httpError(403, message, onBehalfSessionEndedReason);

export function idleLimitMs(request: FastifyRequest): number {
  return request.server.config.ON_BEHALF_IDLE_MINUTES * 60_000;
}

/** Whole seconds left before `expiresAt`, never below 0. */
export function secondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * A session the caller may go on with: theirs (else 404, the id tells nothing), not ended, of this sign-in and
 * active within the idle limit; otherwise 403 with the reason that tells the portal to leave the mode (an idle or
 * signed-out session is ended on the way).
 */
export async function usableSession(request: FastifyRequest, sessionId: string): Promise<OnBehalfSessionRow> {
  const caller = await callerOf(request);
  const db = request.server.db;
  const session = isUuid(sessionId) ? await findSession(db, sessionId) : undefined;
  if (!session || session.staffUserId !== caller.userId)
    throw httpError(404, `No on-behalf session ${sessionId} of yours.`);
  await assertLive(request, session, new Date());
  return session;
}

async function assertLive(request: FastifyRequest, session: OnBehalfSessionRow, now: Date): Promise<void> {
  const db = request.server.db;
  if (session.endedAt) throw ended('This on-behalf session has ended.');
  if (session.signInId && session.signInId !== identityOf(request).signInId) {
    await endSession(db, session.sessionId, 'signed_out', now);
    throw ended('This on-behalf session belongs to another sign-in.');
  }
  const expiresAt = expiryOf(request, session);
  if (expiresAt <= now) {
    await endSession(db, session.sessionId, 'expired', expiresAt);
    throw ended(`This on-behalf session ended after ${request.server.config.ON_BEHALF_IDLE_MINUTES} idle minutes.`);
  }
}

/** When a session ends if nobody calls again. */
export function expiryOf(request: FastifyRequest, session: Pick<OnBehalfSessionRow, 'lastActiveAt'>): Date {
  return new Date(session.lastActiveAt.getTime() + idleLimitMs(request));
}

/**
 * The on-behalf session the request names in its header; null when it names none. Naming one is for staff with the
 * onBehalf permission only (else 403), and the session must be theirs, open, opened by this sign-in and active
 * within the idle limit; otherwise 403 with the reason that tells the portal to leave the mode (an idle or
 * signed-out session is ended on the way). The call is activity (moves the idle limit) unless its route says it is
 * not. Accounts asks it once per request (`onBehalfSessionOf`).
 */
export async function resolveSession(request: FastifyRequest): Promise<LiveOnBehalfSession | null> {
  const header = request.headers[onBehalfSessionHeader];
  if (header === undefined) return null;
  const caller = await callerOf(request);
  if (!caller.internal || !permissionsFor(caller, null).onBehalf) {
    throw httpError(403, 'Only staff with the onBehalf permission act on behalf of customers.');
  }
  const sessionId = Array.isArray(header) ? (header[0] ?? '') : header;
  const db = request.server.db;
  const session = isUuid(sessionId) ? await findSession(db, sessionId) : undefined;
  if (!session || session.staffUserId !== caller.userId) throw ended(`No on-behalf session ${sessionId} of yours.`);
  const now = new Date();
  await assertLive(request, session, now);
  const mayWrite = await staffMayWrite(db, session.customerId);
  const live = { sessionId: session.sessionId, customerId: session.customerId, staffMayWrite: mayWrite };
  const activity = !request.routeOptions.config.notOnBehalfActivity;
  if (activity && now.getTime() - session.lastActiveAt.getTime() >= touchEveryMs) {
    await touchSession(db, session.sessionId, now);
    return { ...live, expiresAt: expiryOf(request, { lastActiveAt: now }) };
  }
  return { ...live, expiresAt: expiryOf(request, session) };
}

/** Writes a change staff made in an on-behalf session to the customer's access log; nothing outside a session. */
export async function recordOnBehalfAction(
  request: FastifyRequest,
  action: OnBehalfActionKind,
  subject: string,
): Promise<void> {
  const session = await onBehalfSessionOf(request);
  if (!session) return;
  await insertAction(request.server.db, { sessionId: session.sessionId, action, subject: subject.slice(0, 200) });
}
