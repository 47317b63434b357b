import { isLanguageId, type LanguageId } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, customerAccessOf } from '../accounts/index.ts';

/** What the caller may do with a sold-to's reports, once allowed to open them at all. */
export interface ReportAccess {
  customerId: string;
  /** The reportDownload permission. */
  download: boolean;
}

/**
 * Whether the caller may open the reports of `customerId` (the report section's gate has already run where the
 * caller works now): their own sold-to, or staff the customer of their on-behalf session, with report there.
 */
export async function reportAccess(request: FastifyRequest, customerId: string): Promise<ReportAccess> {
  const { permissions } = await customerAccessOf(request, customerId);
  if (!permissions.report) throw httpError(403, `You may not see the reports of customer ${customerId}.`);
  return { customerId, download: permissions.reportDownload };
}

/** The language the caller reads the portal in (their saved preference): downloads are written in it. */
export async function callerLanguage(request: FastifyRequest): Promise<LanguageId> {
  const { record } = await callerOf(request);
  return isLanguageId(record.language) ? record.language : 'en';
}
