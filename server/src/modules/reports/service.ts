import { derivePermissions } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { assertOwnCustomer, callerOf, findCustomer, permissionsFor } from '../accounts/index.ts';

/** What the caller may do with a sold-to's reports, once allowed to open them at all. */
export interface ReportAccess {
  customerId: string;
  /** The reportDownload permission. */
  download: boolean;
}

/**
 * Whether the caller may open the reports of `customerId` (the report section's gate has already run where the
 * caller works now). External users: one of their own sold-tos (else 403) with the report permission there.
 * Internal users: acting on behalf with the on-behalf report permission, for a customer that exists (else 404).
 */
export async function reportAccess(request: FastifyRequest, customerId: string): Promise<ReportAccess> {
  const caller = await callerOf(request);
  if (caller.internal) {
    if (!permissionsFor(caller, null).onBehalf) throw httpError(403, `You may not see the reports of ${customerId}.`);
    const onBehalf = derivePermissions(caller.record, { soldToId: customerId, actingOnBehalf: true });
    if (!onBehalf.report) throw httpError(403, 'You may not see reports on behalf of customers.');
    if (!(await findCustomer(request.server.db, customerId))) {
      throw httpError(404, `Customer ${customerId} does not exist.`);
    }
    return { customerId, download: onBehalf.reportDownload };
  }
  assertOwnCustomer(caller, customerId);
  const permissions = permissionsFor(caller, customerId);
  if (!permissions.report) throw httpError(403, `You may not see the reports of customer ${customerId}.`);
  return { customerId, download: permissions.reportDownload };
}
