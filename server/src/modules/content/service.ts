import { toSupportedLanguage, type LanguageId } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { callerOf, customerAccessOf, type Caller } from '../accounts/index.ts';

export interface ContentAccess {
  /** The sold-to whose content is asked for (`?customerId=`). */
  customerId?: string | undefined;
  /** An `/internal-user` variant: internal users only. */
  internalUser?: boolean;
}

/**
 * The caller of a secured content call, once allowed: a portal account is needed (403 without), internal-user
 * content needs an internal user, and a customer's content needs that sold-to to be one of the caller's own or,
 * for internal users, the permission to act on behalf of customers.
 */
export async function contentCaller(request: FastifyRequest, access: ContentAccess): Promise<Caller> {
  const caller = await callerOf(request);
  if (access.internalUser && !caller.internal) throw httpError(403, 'This content is for internal users only.');
  const { customerId } = access;
  if (customerId) await customerAccessOf(request, customerId);
  return caller;
}

/** The language a call without one speaks: the caller's saved language, if supported, else English. */
export function savedLanguageOf(caller: Caller): LanguageId {
  return toSupportedLanguage(caller.record.language);
}
