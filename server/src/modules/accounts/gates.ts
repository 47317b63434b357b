import {
  hasPortalAccess,
  maintenanceInEffect,
  maintenanceRefusalReason,
  passesMaintenance,
  type ApiError,
} from '@portal/contracts';
import fp from 'fastify-plugin';
import { plannedMaintenanceOf } from '../../config.ts';
import { httpError } from '../../lib/http-error.ts';
import { callerOf } from './caller.ts';
import { requireSection } from './checks.ts';
import { onBehalfSessionOf } from './on-behalf.ts';
import type { SoldToField } from './sold-to-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A `/priv` call the portal makes before it knows whether the user has portal access (spec 2.3 and 5: the
     * permissions record itself, labels, the language preference).
     * Every other `/priv` call needs portal privileges.
     */
    beforePortalAccess?: boolean;
    /** The section (of the contracts' manifest) whose access rule the route's callers must meet. */
    section?: string;
    /** Where the route's requests name the sold-to(s) they work in; the section and permission checks judge those. */
    soldTo?: SoldToField;
  }
}

/**
 * The gates every route passes before its own code: a signed-in user without portal privileges (the /waiting
 * page's user) gets 403 on every `/priv` route, in maintenance everyone but staff with the admin tool gets 503, as does a call naming an on-behalf session it may not use, and a route that belongs to a section (`config.section`, set
 * from its endpoint declaration) refuses callers who may not open that section. Both run before validation, so
 * such a caller learns nothing from 400s either.
 */
export default fp(
  async (app) => {
    const maintenance = {
      maintenance: app.config.MAINTENANCE_MODE,
      plannedMaintenance: plannedMaintenanceOf(app.config),
    };
    app.addHook('preValidation', async (request, reply) => {
      const route = request.routeOptions;
      if (!route.url?.startsWith('/priv/') || route.config.beforePortalAccess) return;
      const caller = await callerOf(request);
      if (!hasPortalAccess(caller.record)) throw httpError(403, 'You have no portal privileges yet.');
      // Spec 2.3 and ADR 071: in maintenance only staff with the admin tool use the portal; the others' pages
      // show the maintenance page, and their calls are refused here (the portal's start-up calls are not).
      if (maintenanceInEffect(maintenance, new Date()) && !passesMaintenance(caller.record)) {
        const body: ApiError = {
          error: 'Service Unavailable',
          message: 'The portal is under maintenance; only staff with the admin tool may use it now.',
          reason: maintenanceRefusalReason,
        };
        return reply.code(503).send(body);
      }
      // A call in on-behalf mode names its session: a wrong, ended or idle one is refused whatever the call.
      await onBehalfSessionOf(request);
    });
    app.addHook('onRoute', (route) => {
      const sectionId = route.config?.section;
      if (!sectionId) return;
      const check = requireSection(sectionId);
      const own = route.preValidation;
      route.preValidation = own ? [check, ...(Array.isArray(own) ? own : [own])] : [check];
    });
  },
  {
    name: 'accounts-access',
    dependencies: ['authenticate', 'caller-cache', 'accounts-request-state', 'on-behalf-sessions'],
  },
);
