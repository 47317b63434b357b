import { hasPortalAccess } from '@portal/contracts';
import fp from 'fastify-plugin';
import { httpError } from '../../lib/http-error.ts';
import { callerOf } from './access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A `/priv` call the portal makes before it knows whether the user has portal access (spec 2.3 and 5: the
     * permissions record itself, labels, the language preference).
     * Every other `/priv` call needs portal privileges.
     */
    beforePortalAccess?: boolean;
  }
}

/**
 * One gate for every `/priv` route: a signed-in user without portal privileges (the /waiting page's user) gets
 * 403 before the route runs, whatever the route checks itself. Runs before validation, so such a caller learns
 * nothing from 400s either.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const route = request.routeOptions;
      if (!route.url?.startsWith('/priv/') || route.config.beforePortalAccess) return;
      const caller = await callerOf(app.db, request);
      if (!hasPortalAccess(caller.record)) throw httpError(403, 'You have no portal privileges yet.');
    });
  },
  { name: 'portal-access', dependencies: ['authenticate'] },
);
