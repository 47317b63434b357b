import {
  getPermissionsEndpoint,
  hasPortalAccess,
  isInternalCompany,
  retrievePermissionsEndpoint,
  updatePermissionsEndpoint,
  type EndpointBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { badRequest, httpError } from '../../lib/http-error.ts';
import { findUserById } from '../identity/index.ts';
import { callerOf } from './caller.ts';
import { requirePermission } from './checks.ts';
import { knownCustomerIds, loadPermissionsRecords, replacePrivileges } from './store.ts';

type Entry = EndpointBody<typeof updatePermissionsEndpoint>['portalPrivileges'][number];

/** Entries must fit the user: internal entries name no customer, external ones one known customer each. */
async function checkEntries(db: Database, internal: boolean, entries: Entry[]) {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const field = `portalPrivileges.${index}.customer`;
    if (internal && entry.customer !== '') throw badRequest(field, 'must be empty for an internal user');
    if (!internal && entry.customer === '') throw badRequest(field, 'must name a customer for an external user');
    if (entry.customer !== '' && seen.has(entry.customer)) throw badRequest(field, 'is listed twice');
    seen.add(entry.customer);
  }
  const known = await knownCustomerIds(db, [...seen].filter(Boolean));
  const unknown = entries.findIndex((entry) => entry.customer !== '' && !known.has(entry.customer));
  if (unknown >= 0) throw badRequest(`portalPrivileges.${unknown}.customer`, 'is not a known customer');
}

/** The caller's permissions record, and the admin tool's view and edit of other users' records. */
const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminTool = requirePermission({ allOf: ['adminTool'] }, 'staff');

  app.route({
    ...endpointRoute(getPermissionsEndpoint),
    handler: async (request) => {
      const { record } = await callerOf(request);
      if (!hasPortalAccess(record)) throw httpError(403, 'You have no portal privileges yet.');
      return record;
    },
  });

  app.route({
    ...endpointRoute(updatePermissionsEndpoint),
    preValidation: adminTool,
    handler: async (request) => {
      const { userId, portalPrivileges: entries } = request.body;
      const user = await findUserById(app.db, userId);
      if (!user) throw httpError(404, `User ${userId} does not exist.`);
      await checkEntries(app.db, isInternalCompany(user.companyType), entries);
      await replacePrivileges(app.db, userId, entries);
      // Other instances hear of it from the database; this one's caches at once.
      app.cacheNotices.announce({ kind: 'user', id: userId });
      request.log.info({ userId, entries: entries.length }, 'portal privileges replaced');
      const record = (await loadPermissionsRecords(app.db, [userId])).get(userId);
      if (!record) throw httpError(404, `User ${userId} does not exist.`);
      return record;
    },
  });

  app.route({
    ...endpointRoute(retrievePermissionsEndpoint),
    preValidation: adminTool,
    handler: async (request) => {
      const ids = [...new Set(request.body.userIds.map((id) => id.toLowerCase()))];
      const records = await loadPermissionsRecords(app.db, ids);
      return ids.flatMap((id) => records.get(id) ?? []);
    },
  });
};

export default permissionsRoutes;
