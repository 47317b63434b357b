import type { EndpointDeclaration } from '../endpoint.ts';
import * as accountAccess from './account-access.ts';
import * as accountSettings from './account-settings.ts';
import * as accounts from './accounts.ts';
import * as cartHandoffs from './cart-handoffs.ts';
import * as clientErrors from './client-errors.ts';
import * as content from './content.ts';
import * as customerCreation from './customer-creation.ts';
import * as documents from './documents.ts';
import * as identity from './identity.ts';
import * as labels from './labels.ts';
import * as notifications from './notifications.ts';
import * as onBehalf from './on-behalf.ts';
import * as orders from './orders.ts';
import * as reports from './reports.ts';
import * as search from './search.ts';
import * as terms from './terms.ts';
import * as updates from './updates.ts';
import * as tickets from './tickets.ts';
import * as vas from './vas.ts';

export * from './account-access.ts';
export * from './account-settings.ts';
export * from './accounts.ts';
export * from './cart-handoffs.ts';
export * from './client-errors.ts';
export * from './content.ts';
export * from './customer-creation.ts';
export * from './documents.ts';
export * from './identity.ts';
export * from './labels.ts';
export * from './notifications.ts';
export * from './on-behalf.ts';
export * from './orders.ts';
export * from './reports.ts';
export * from './search.ts';
export * from './terms.ts';
export * from './updates.ts';
export * from './tickets.ts';
export * from './vas.ts';

/** Whether an export of an endpoints file is a declaration (the files also export the schemas they add). */
function isDeclaration(value: unknown): value is EndpointDeclaration {
  return typeof value === 'object' && value !== null && 'errorDescription' in value && 'method' in value;
}

/** Every declared endpoint, for the checks that the server registers each one (and the mock answers). */
export const declaredEndpoints: readonly EndpointDeclaration[] = [
  accountAccess,
  accountSettings,
  accounts,
  cartHandoffs,
  clientErrors,
  content,
  customerCreation,
  documents,
  identity,
  labels,
  notifications,
  onBehalf,
  orders,
  reports,
  search,
  terms,
  updates,
  tickets,
  vas,
].flatMap((area) => Object.values(area).filter(isDeclaration));
