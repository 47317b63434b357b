import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import gates from './gates.ts';
import callerCache from './caller-cache.ts';
import customerMatchSources from './customer-match-sources.ts';
import customerRoutes from './customer-routes.ts';
import favouriteRoutes from './favourite-routes.ts';
import legacyRoutes from './legacy-routes.ts';
import permissionsRoutes from './permissions-routes.ts';
import requestState from './request-state.ts';
import userRoutes from './user-routes.ts';

/**
 * Accounts: customers (sold-tos), users' portal privileges, the caller of each request with their permissions, and
 * the judgement of which sold-tos a request may touch (with the on-behalf session the on-behalf module resolves).
 * This file is all other modules may import.
 */

/**
 * The caller of every request and the gates before any route's code (portal access, section rules). Registered
 * after authentication and before every module's routes.
 */
export const accountsAccess = fp(
  async (app) => {
    await app.register(requestState);
    await app.register(callerCache);
    await app.register(gates);
    await app.register(customerMatchSources);
  },
  { name: 'accounts-gates', dependencies: ['authenticate', 'on-behalf-sessions'] },
);

/** The permissions record, sold-tos, customer, legacy links, user summary and the admin tool's calls. */
const accounts: FastifyPluginAsync = async (app) => {
  await app.register(permissionsRoutes);
  await app.register(userRoutes);
  await app.register(customerRoutes);
  await app.register(legacyRoutes);
  await app.register(favouriteRoutes);
};

export default accounts;

export { brandCatalogue } from './brands.ts';
export { legacyUrl } from './legacy-url.ts';
export { copiedEntry } from './colleagues.ts';
export { activatedDomainsOf, grantCopiedEntry, usersOfCustomer } from './colleagues-store.ts';
export { assertOwnCustomer, callerOf, customerIdsOf, permissionsFor, type Caller } from './caller.ts';
export { onBehalfSessionOf, type LiveOnBehalfSession } from './on-behalf.ts';
export {
  customerSummaries,
  likeText,
  phonePrefixOf,
  searchCustomers,
  searchesEmails,
  type CustomerMatchSource,
} from './customer-search-store.ts';
export {
  accessScopeOf,
  customerAccessOf,
  customersAccessOf,
  scopeAllows,
  soldTosNamedIn,
  type AccessScope,
  type CustomerAccess,
  type SoldToField,
} from './sold-to-access.ts';
export { requirePermission, requireSection, type PermissionScope } from './checks.ts';
export {
  provisionExtension,
  provisionNewCustomer,
  provisionShipTo,
  provisionedCustomerRange,
  similarCustomers,
  staffWithPrivilege,
  usersById,
} from './provisioning-store.ts';
export {
  customerBrandIds,
  customerBrandList,
  customerHierarchy,
  findCustomer,
  knownCustomerIds,
  loadPermissionsRecords,
  type Customer,
  type CustomerNode,
} from './store.ts';
export { findCustomers } from './customers-store.ts';
