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
import { onBehalfSessionOf, workingPermissionsOf } from './on-behalf.ts';

/**
 * Whose permissions a check reads: `working`, where the caller works now (an external user's selected sold-to,
 * an internal user's first entry), as the host's guards do; `staff`, an internal user's first entry only, for the
 * staff tools (admin tool, content editing), which no sold-to's entry opens.
 */
export type PermissionScope = 'working' | 'staff';

async function permissionsIn(request: FastifyRequest, scope: PermissionScope): Promise<DerivedPermissions> {
  return scope === 'staff' ? permissionsFor(await callerOf(request), null) : workingPermissionsOf(request);
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
    if (!hasPermissions(await permissionsIn(request, scope), rule)) {
      throw httpError(403, `This needs the permission ${describe(rule)}.`);
    }
  };
}

/**
 * The check of a section's endpoints, from the section manifest of contracts: the access rule the host opens the
 * section's pages by (`canOpenSection`, with the sections allowed on behalf in an on-behalf session), so the two
 * cannot differ. Unknown ids fail when the route is registered.
 */
export function requireSection(sectionId: string): preValidationAsyncHookHandler {
  const section = findSection(sectionId);
  return async (request) => {
    const actingOnBehalf = (await onBehalfSessionOf(request)) !== null;
    if (!canOpenSection(section, await workingPermissionsOf(request), actingOnBehalf)) {
      throw httpError(403, `You may not use the ${section.id} section.`);
    }
  };
}
