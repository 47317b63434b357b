import {
  canOpenSection,
  findSection,
  paths,
  type DerivedPermissions,
  type UpdateAudience,
  type UpdateType,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { badRequest, httpError } from '../../lib/http-error.ts';
import { customerAccessOf, customerBrandIds, knownCustomerIds } from '../accounts/index.ts';
import { findUserById, findUserByUsername } from '../identity/index.ts';
import {
  deletePasswordNotice,
  findPasswordNotice,
  insertPasswordNotice,
  type Reader,
  type StoredAudience,
} from './store.ts';

const updatesSection = findSection('updates');
const dayMs = 24 * 60 * 60 * 1000;

/** The types a reader's permissions show (spec 6: both flags are off with the hide-updates setting). */
function typesFor(permissions: DerivedPermissions): UpdateType[] {
  return [
    ...(permissions.notifications ? (['notification', 'warning'] as const) : []),
    ...(permissions.alerts ? (['alert'] as const) : []),
  ];
}

/**
 * The caller as a reader of the sold-to's updates, once allowed to read them at all: the updates section's rule
 * (alerts or notifications) on that sold-to: their own sold-to, or staff the customer of their on-behalf session
 * (with the on-behalf notifications or alerts), who read the sold-to's updates with their own read state.
 */
export async function readerOf(request: FastifyRequest, customerId: string): Promise<Reader> {
  const { caller, permissions } = await customerAccessOf(request, customerId);
  if (!canOpenSection(updatesSection, permissions)) {
    throw httpError(403, `You may not see the updates of customer ${customerId}.`);
  }
  return {
    userId: caller.userId,
    customerId,
    brandIds: await customerBrandIds(request.server.db, customerId),
    types: typesFor(permissions),
  };
}

/**
 * `readerOf` for each sold-to a list across accounts names (ADR 063, 069): 403 naming the first the caller may not
 * touch or may not read updates in; such a sold-to is refused, not left out.
 */
export function readersOf(request: FastifyRequest, customerIds: readonly string[]): Promise<Reader[]> {
  return Promise.all(customerIds.map((customerId) => readerOf(request, customerId)));
}

/**
 * Keeps the user's expiring-password notice in step with their password (spec 4, 7): there is one while the
 * password is older than PASSWORD_MAX_AGE_DAYS minus PASSWORD_EXPIRY_WARNING_DAYS, and none once it was changed
 * (a notice about an earlier password is stale). Users of an external identity provider have no password here.
 */
export async function syncPasswordNotice(app: FastifyInstance, userId: string): Promise<void> {
  // The group's own provider keeps passwords and their expiry; the portal's own password is not used then.
  const user = app.config.OIDC_ISSUER ? undefined : await findUserById(app.db, userId);
  const changedAt = user?.passwordUpdatedAt;
  const notice = await findPasswordNotice(app.db, userId);
  if (!changedAt) {
    if (notice) await deletePasswordNotice(app.db, userId);
    return;
  }
  if (notice && notice.passwordChangedAt?.getTime() !== changedAt.getTime()) {
    await deletePasswordNotice(app.db, userId);
  } else if (notice) {
    return;
  }
  const maxAgeMs = app.config.PASSWORD_MAX_AGE_DAYS * dayMs;
  const warnFrom = changedAt.getTime() + maxAgeMs - app.config.PASSWORD_EXPIRY_WARNING_DAYS * dayMs;
  if (Date.now() < warnFrom) return;
  const expiresAt = new Date(changedAt.getTime() + maxAgeMs);
  await insertPasswordNotice(app.db, userId, {
    type: 'warning',
    // The portal shows this notice in the reader's language from its own labels; these words are for API readers.
    header: 'Your password expires soon',
    body: `Your password expires on ${expiresAt.toISOString().slice(0, 10)}. Change it in your account settings to keep signing in.`,
    cta: { label: 'Change password', href: paths.accountSettings.root },
    createdAt: new Date(warnFrom),
    expiresAt,
    passwordChangedAt: changedAt,
  });
}

/** The stored form of a publishing request's audience; an unknown user or sold-to is a 400 naming the field. */
export async function storedAudienceOf(db: Database, audience: UpdateAudience): Promise<StoredAudience> {
  switch (audience.kind) {
    case 'user': {
      const user = await findUserByUsername(db, audience.username);
      if (!user) throw badRequest('audience.username', 'is not a portal user');
      return { kind: 'user', userId: user.id };
    }
    case 'soldTo':
      if (!(await knownCustomerIds(db, [audience.customerId])).has(audience.customerId)) {
        throw badRequest('audience.customerId', 'is not a known customer');
      }
      return { kind: 'soldTo', customerId: audience.customerId };
    case 'brand':
      return { kind: 'brand', brandId: audience.brandId };
    case 'allCustomers':
      return { kind: 'allCustomers' };
  }
}
