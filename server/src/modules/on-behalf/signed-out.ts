import type { FastifyInstance } from 'fastify';
import { endSession, openSignedSessions } from './store.ts';

/**
 * Marks the open sessions whose sign-in has ended (the staff user signed out, or the grant was revoked) as ended by
 * sign-out, at their last activity, before the log is read. Only the embedded provider's grants can be looked up.
 */
export async function endSignedOutSessions(app: FastifyInstance, customerId: string | undefined): Promise<void> {
  if (app.config.OIDC_ISSUER) return;
  for (const session of await openSignedSessions(app.db, customerId)) {
    if (session.signInId && (await app.idp.grantExpiry(session.signInId)) === undefined) {
      await endSession(app.db, session.sessionId, 'signed_out', session.lastActiveAt);
    }
  }
}
