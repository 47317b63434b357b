import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import accessLogRoutes from './access-log-routes.ts';
import onBehalfRoutes from './routes.ts';
import { resolveSession } from './sessions.ts';

/**
 * On-behalf mode (issue 18, ADR 030): staff search customers, open a session for one, act in it with the on-behalf
 * permissions, and customers read the access log. Accounts judges every request with the session this module
 * resolves. This file is all other modules may import.
 */

/**
 * The session a request names, for the accounts gates (`resolveOnBehalfSession`). Lifted to the root: every
 * module's requests may name one. Registered before `accountsAccess`.
 */
export const onBehalfSessions = fp(
  async (app) => {
    app.decorate('resolveOnBehalfSession', resolveSession);
  },
  { name: 'on-behalf-sessions' },
);

/** Customer search, recent customers, the sessions, the customer's access log and the group's (issue 34). */
const onBehalf: FastifyPluginAsync = async (app) => {
  await app.register(onBehalfRoutes);
  await app.register(accessLogRoutes);
};

export default onBehalf;

export { recordOnBehalfAction } from './sessions.ts';
