import {
  derivePermissions,
  isInternalCompany,
  type DerivedPermissions,
  type PermissionsRecord,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { httpError } from '../../lib/http-error.ts';
import { identityOf } from '../../plugins/authenticate.ts';
import { loadPermissionsRecords } from './store.ts';

/**
 * Who is calling, with their permissions record as stored now. Every accounts route decides from this on each
 * call; nothing the portal says about its permissions is trusted.
 */
export interface Caller {
  userId: string;
  username: string;
  internal: boolean;
  record: PermissionsRecord;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, looked up at the first `callerOf` of the request (decorated by `request-state.ts`). */
    callerLookup: Promise<Caller> | null;
  }
}

/**
 * The caller of a request, resolved once per request: the portal access gate, the section and permission checks
 * and the handler share it (and the caller cache spares most requests the database).
 */
export function callerOf(request: FastifyRequest): Promise<Caller> {
  request.callerLookup ??= loadCaller(request);
  return request.callerLookup;
}

async function loadCaller(request: FastifyRequest): Promise<Caller> {
  const { userId } = identityOf(request);
  // A valid token without a portal account (e.g. an external issuer's user never set up here) has no access.
  const noAccount = () => httpError(403, 'This sign-in has no portal account.');
  if (!userId) throw noAccount();
  const db = request.server.db;
  const caller = await request.server.callerCache.get(userId, () => readCaller(db, userId));
  if (!caller) throw noAccount();
  return caller;
}

/** The caller as stored now; undefined for a subject without a portal account. */
async function readCaller(db: Database, subject: string): Promise<Caller | undefined> {
  const record = (await loadPermissionsRecords(db, [subject])).get(subject);
  if (!record) return undefined;
  return {
    userId: record.userId,
    username: record.userName,
    internal: isInternalCompany(record.companyType),
    record,
  };
}

/** The sold-tos of an external user: those with a privilege entry. Internal users have none. */
export function customerIdsOf(caller: Caller): string[] {
  if (caller.internal) return [];
  return caller.record.portalPrivileges.map((entry) => entry.customer).filter(Boolean);
}

export function assertOwnCustomer(caller: Caller, customerId: string): void {
  if (!customerIdsOf(caller).includes(customerId)) {
    throw httpError(403, `Customer ${customerId} is not one of your accounts.`);
  }
}

const derivedFlags = new WeakMap<Caller, Map<string | null, DerivedPermissions>>();

/**
 * The permissions of spec section 6 for a sold-to (external) or from the first entry (internal). Derived once per
 * caller and sold-to: a cached caller is never changed, a changed record makes a new caller.
 */
export function permissionsFor(caller: Caller, soldToId: string | null): DerivedPermissions {
  let flags = derivedFlags.get(caller);
  if (!flags) {
    flags = new Map();
    derivedFlags.set(caller, flags);
  }
  let permissions = flags.get(soldToId);
  if (!permissions) {
    permissions = derivePermissions(caller.record, { soldToId });
    flags.set(soldToId, permissions);
  }
  return permissions;
}
