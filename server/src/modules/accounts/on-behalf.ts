import type { FastifyRequest } from 'fastify';

/** A live on-behalf session, as the request that names it may use it. */
export interface LiveOnBehalfSession {
  sessionId: string;
  customerId: string;
  /** When it ends without further calls. */
  expiresAt: Date;
  /** The customer's "staff may change data on our behalf" (ADR 058): off, writes in the session are refused. */
  staffMayWrite: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves the on-behalf session a request names (null for none, 403 for one it may not use). The on-behalf
     * module provides it: it owns the sessions, and it imports accounts, so accounts cannot import it.
     */
    resolveOnBehalfSession: (request: FastifyRequest) => Promise<LiveOnBehalfSession | null>;
  }
  interface FastifyRequest {
    /** The on-behalf session, looked up at the first `onBehalfSessionOf` (decorated by `request-state.ts`). */
    onBehalfLookup: Promise<LiveOnBehalfSession | null> | null;
  }
}

/**
 * The on-behalf session the request names, resolved once per request and shared by the gates, the checks and the
 * handler; null when it names none.
 */
export function onBehalfSessionOf(request: FastifyRequest): Promise<LiveOnBehalfSession | null> {
  request.onBehalfLookup ??= request.server.resolveOnBehalfSession(request);
  return request.onBehalfLookup;
}
