import {
  customerIdSchema,
  derivePermissions,
  onBehalfWritesOffReason,
  type DerivedPermissions,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { assertOwnCustomer, callerOf, customerIdsOf, permissionsFor, type Caller } from './caller.ts';
import { onBehalfSessionOf } from './on-behalf.ts';

/** Where a route's requests name the sold-to(s) they work in: a query, path or JSON body field. */
export interface SoldToField {
  in: 'query' | 'params' | 'body';
  key: string;
}

/** What the caller may do with one customer's data. */
export interface CustomerAccess {
  customerId: string;
  caller: Caller;
  /** The caller's permissions for this customer: their own entry's, or the on-behalf ones in a session. */
  permissions: DerivedPermissions;
}

/**
 * Whether the caller may touch `customerId`'s data at all, and with which permissions. External users: one of their
 * own sold-tos (else 403), with that sold-to's entry. Staff: only in a live on-behalf session for exactly that
 * customer (else 403), with the on-behalf permissions, and only reading when the customer turned off "staff may
 * change data on our behalf" (ADR 058: any other method is 403 naming the setting). The gates judge a named sold-to
 * with this, and handlers call it again for the flag their call needs, so both decide on the same sold-to.
 */
export async function customerAccessOf(request: FastifyRequest, customerId: string): Promise<CustomerAccess> {
  const caller = await callerOf(request);
  const onBehalf = await onBehalfSessionOf(request);
  if (!caller.internal) {
    assertOwnCustomer(caller, customerId);
    return { customerId, caller, permissions: permissionsFor(caller, customerId) };
  }
  if (!onBehalf) throw httpError(403, `Staff see customer ${customerId}'s data only in an on-behalf session.`);
  if (onBehalf.customerId !== customerId) {
    throw httpError(403, `The on-behalf session is for customer ${onBehalf.customerId}, not ${customerId}.`);
  }
  if (!onBehalf.staffMayWrite && !readingMethods.has(request.method)) {
    throw httpError(
      403,
      `Customer ${customerId} has turned off "staff may change data on our behalf": staff may only look.`,
      onBehalfWritesOffReason,
    );
  }
  const permissions = derivePermissions(caller.record, { soldToId: customerId, actingOnBehalf: true });
  return { customerId, caller, permissions };
}

const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Each sold-to judged as `customerAccessOf` does: 403 for the first the caller may not touch. */
export function customersAccessOf(request: FastifyRequest, customerIds: readonly string[]): Promise<CustomerAccess[]> {
  return Promise.all(customerIds.map((customerId) => customerAccessOf(request, customerId)));
}

const isCustomerId = (value: unknown): value is string => customerIdSchema.safeParse(value).success;

/**
 * The sold-tos a request names in `field`, as sent (the gates run before validation): none, one, or several (a
 * repeated query key, a JSON array, or numbers separated by commas as the lists across accounts take them), each
 * once. A value that is no customer id names nothing: validation answers it with a 400 naming the field.
 */
export function soldTosNamedIn(request: FastifyRequest, field: SoldToField): string[] {
  const part: unknown = request[field.in];
  const value = part !== null && typeof part === 'object' ? (part as Record<string, unknown>)[field.key] : undefined;
  const values: unknown[] = (Array.isArray(value) ? value : [value]).flatMap((each) =>
    typeof each === 'string' ? each.split(',').map((id) => id.trim()) : [each],
  );
  return [...new Set(values.filter(isCustomerId))];
}

/** The permissions a route's access rule is judged on, and how. */
export interface AccessScope {
  /** In an on-behalf session (sections not allowed on behalf stay shut). */
  actingOnBehalf: boolean;
  /**
   * `every`: the request names sold-tos and the rule must hold for each of them. `some`: it names none, and the rule
   * must hold in one place the caller may work (one of an external user's sold-tos, the session's customer, or
   * staff's own entry): the data is the user's, not a sold-to's.
   */
  judge: 'every' | 'some';
  permissions: DerivedPermissions[];
  /** With `every`, the sold-tos named, in the order of `permissions` (a refusal across several names the one). */
  customerIds?: readonly string[];
}

/**
 * Where the request works, judged: the sold-tos it names in `field` (each through `customerAccessOf`, so a sold-to
 * the caller may not touch is refused here), else every place the caller may work. Never the sold-to selected last:
 * two tabs on two sold-tos each name their own.
 */
export async function accessScopeOf(request: FastifyRequest, field: SoldToField | undefined): Promise<AccessScope> {
  const actingOnBehalf = (await onBehalfSessionOf(request)) !== null;
  const named = field ? soldTosNamedIn(request, field) : [];
  if (named.length > 0) {
    const accesses = await customersAccessOf(request, named);
    return {
      actingOnBehalf,
      judge: 'every',
      permissions: accesses.map((access) => access.permissions),
      customerIds: named,
    };
  }
  return { actingOnBehalf, judge: 'some', permissions: await placesOfWork(request) };
}

async function placesOfWork(request: FastifyRequest): Promise<DerivedPermissions[]> {
  const caller = await callerOf(request);
  if (!caller.internal) return customerIdsOf(caller).map((customerId) => permissionsFor(caller, customerId));
  const onBehalf = await onBehalfSessionOf(request);
  if (!onBehalf) return [permissionsFor(caller, null)];
  return [(await customerAccessOf(request, onBehalf.customerId)).permissions];
}

/**
 * ` for customer X`: the first of several named sold-tos whose permissions fail `test`, to end a refusal with;
 * empty when the request names one sold-to or none (the refusal's message stays as it was).
 */
export function refusedSoldTo(scope: AccessScope, test: (permissions: DerivedPermissions) => boolean): string {
  const named = scope.customerIds ?? [];
  if (scope.judge !== 'every' || named.length < 2) return '';
  const refused = named[scope.permissions.findIndex((permissions) => !test(permissions))];
  return refused ? ` for customer ${refused}` : '';
}

/** Whether the scope's permissions pass `test` as its judge says. */
export function scopeAllows(scope: AccessScope, test: (permissions: DerivedPermissions) => boolean): boolean {
  return scope.judge === 'every' ? scope.permissions.every(test) : scope.permissions.some(test);
}
