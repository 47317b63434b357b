import {
  canOpenSection,
  findSection,
  hasPermissions,
  type AccessRequirement,
  type DerivedPermissions,
} from '@portal/contracts';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, permissionsFor } from './caller.ts';
import { accessScopeOf, refusedSoldTo, scopeAllows, type AccessScope } from './sold-to-access.ts';

/**
 * Whose permissions a check reads: `working`, where the request works (the sold-tos it names, else any place the
 * caller may work, see `accessScopeOf`), as the host's guards do for the sold-to a page shows; `staff`, an internal
 * user's first entry only, for the staff tools (admin tool, content editing), which no sold-to's entry opens.
 */
export type PermissionScope = 'working' | 'staff';

async function scopeOf(request: FastifyRequest, scope: PermissionScope): Promise<AccessScope> {
  if (scope === 'working') return accessScopeOf(request, request.routeOptions.config.soldTo);
  return { actingOnBehalf: false, judge: 'every', permissions: [permissionsFor(await callerOf(request), null)] };
}

function describe(rule: AccessRequirement): string {
  const allOf = rule.allOf ?? [];
  const anyOf = rule.anyOf ?? [];
  return [allOf.join(' and '), anyOf.length > 0 ? `one of ${anyOf.join(', ')}` : ''].filter(Boolean).join(' and ');
}

/**
 * A route's permission check, instead of one written in its handler: 403 unless the caller's permissions meet the
 * rule. Runs before validation, so a caller without the permission learns nothing from 400s either.
 */
export function requirePermission(
  rule: AccessRequirement,
  scope: PermissionScope = 'working',
): preValidationAsyncHookHandler {
  return async (request) => {
    const judged = await scopeOf(request, scope);
    const test = (permissions: DerivedPermissions) => hasPermissions(permissions, rule);
    if (!scopeAllows(judged, test)) {
      throw httpError(403, `This needs the permission ${describe(rule)}${refusedSoldTo(judged, test)}.`);
    }
  };
}

/**
 * The check of a section's endpoints, from the section manifest of contracts: the access rule the host opens the
 * section's pages by (`canOpenSection`, with the sections allowed on behalf in an on-behalf session), so the two
 * cannot differ, judged on each sold-to the request names. Unknown ids fail when the route is registered.
 */
export function requireSection(sectionId: string): preValidationAsyncHookHandler {
  const section = findSection(sectionId);
  return async (request) => {
    const scope = await scopeOf(request, 'working');
    const test = (permissions: DerivedPermissions) => canOpenSection(section, permissions, scope.actingOnBehalf);
    if (!scopeAllows(scope, test)) {
      throw httpError(403, `You may not use the ${section.id} section${refusedSoldTo(scope, test)}.`);
    }
  };
}
