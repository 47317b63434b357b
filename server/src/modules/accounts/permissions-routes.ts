import {
  getPermissionsEndpoint,
  hasPortalAccess,
  isInternalCompany,
  retrievePermissionsEndpoint,
  updatePermissionsEndpoint,
  type EndpointBody,
} from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { customers, portalPrivileges } from '../../db/schema/index.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { badRequest, httpError } from '../../lib/http-error.ts';
import { findUserById } from '../identity/index.ts';
import { assertAdminTool, callerOf } from './access.ts';
import { loadPermissionsRecords } from './records.ts';

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
  const named = [...seen].filter(Boolean);
  if (named.length === 0) return;
  const rows = await db
    .select({ customerId: customers.customerId })
    .from(customers)
    .where(inArray(customers.customerId, named));
  const known = new Set(rows.map((row) => row.customerId));
  const unknown = entries.findIndex((entry) => entry.customer !== '' && !known.has(entry.customer));
  if (unknown >= 0) throw badRequest(`portalPrivileges.${unknown}.customer`, 'is not a known customer');
}

/** The caller's permissions record, and the admin tool's view and edit of other users' records. */
const permissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getPermissionsEndpoint),
    handler: async (request) => {
      const { record } = await callerOf(app.db, request);
      if (!hasPortalAccess(record)) throw httpError(403, 'You have no portal privileges yet.');
      return record;
    },
  });

  app.route({
    ...endpointRoute(updatePermissionsEndpoint),
    handler: async (request) => {
      assertAdminTool(await callerOf(app.db, request));
      const { userId, portalPrivileges: entries } = request.body;
      const user = await findUserById(app.db, userId);
      if (!user) throw httpError(404, `User ${userId} does not exist.`);
      await checkEntries(app.db, isInternalCompany(user.companyType), entries);
      await app.db.transaction(async (tx) => {
        await tx.delete(portalPrivileges).where(eq(portalPrivileges.userId, userId));
        if (entries.length === 0) return;
        await tx.insert(portalPrivileges).values(
          entries.map((entry, position) => ({
            userId,
            position,
            customerId: entry.customer || null,
            enabled: entry.enabled,
            role: entry.role,
            legacyBrandList: entry.legacyBrandList,
          })),
        );
      });
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
    handler: async (request) => {
      assertAdminTool(await callerOf(app.db, request));
      const ids = [...new Set(request.body.userIds.map((id) => id.toLowerCase()))];
      const records = await loadPermissionsRecords(app.db, ids);
      return ids.flatMap((id) => records.get(id) ?? []);
    },
  });
};

export default permissionsRoutes;
