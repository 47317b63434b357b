import { canOpenSection, findSection, type DerivedPermissions, type OnBehalfOverview } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import {
  customerAccessOf,
  customerBrandList,
  customerHierarchy,
  findCustomer,
  usersOfCustomer,
} from '../accounts/index.ts';
import { postgresBillingFigures } from '../documents/index.ts';
import { findUserById, fullName, signInsOf } from '../identity/index.ts';
import { postgresOrderFigures } from '../orders/index.ts';
import { lastVisits, staffMayWrite } from './store.ts';

/** How many staff visits the overview lists. */
const visitsShown = 5;
/** A ticket still being worked on, by the customer or by customer service. */
const openTicketStatuses = ['open', 'in_progress', 'waiting_for_customer'] as const;

const opens = (permissions: DerivedPermissions, sectionId: string) =>
  canOpenSection(findSection(sectionId), permissions, true);

/**
 * The customer overview of the on-behalf dashboard (issue 34): the customer's master data from accounts, its open
 * orders from the orders module's figures, its receivables from the documents module's, its open tickets from the
 * ticket source, the last staff visits (this module's) and its users' last sign-in (identity). Staff in a session for
 * the customer only; a figure whose section the on-behalf permissions do not open is null.
 */
export async function customerOverview(request: FastifyRequest, customerId: string): Promise<OnBehalfOverview> {
  const access = await customerAccessOf(request, customerId);
  if (!access.caller.internal) throw httpError(403, 'The customer overview is for staff acting on behalf.');
  const { db } = request.server;
  const customer = await findCustomer(db, customerId);
  if (!customer) throw httpError(404, `Customer ${customerId} does not exist.`);
  const { permissions } = access;
  const today = new Date().toISOString().slice(0, 10);
  const [nodes, brands, openOrders, receivables, openTickets, visits, lastSignIn, mayWrite] = await Promise.all([
    customerHierarchy(db, customerId),
    customerBrandList(db, customerId),
    opens(permissions, 'orderHistory') ? postgresOrderFigures(db).openOrderBook(customerId, {}) : Promise.resolve(null),
    opens(permissions, 'documents') ? postgresBillingFigures(db).receivables(customerId, today) : Promise.resolve(null),
    opens(permissions, 'tickets') ? openTicketCount(request, customerId) : Promise.resolve(null),
    lastVisits(db, customerId, visitsShown),
    lastCustomerSignIn(request, customerId),
    staffMayWrite(db, customerId),
  ]);
  const staffNames = new Map<string, string>();
  for (const visit of visits) {
    if (staffNames.has(visit.staffUserId)) continue;
    const user = await findUserById(db, visit.staffUserId);
    staffNames.set(visit.staffUserId, user ? fullName(user).trim() : '');
  }
  const currency = customer.currency;
  const owed = receivables?.find((figure) => figure.currency === currency);
  return {
    customerId,
    legalName: customer.legalName,
    vatId: customer.vatId,
    paymentTerms: customer.paymentTerms,
    accountManager: customer.accountManagerName
      ? { name: customer.accountManagerName, email: customer.accountManagerEmail }
      : null,
    addresses: nodes.map((node) => ({
      partnerFunction: node.partnerFunction,
      name: node.name,
      street: node.street,
      postcode: node.postcode,
      city: node.city,
      country: node.country,
    })),
    brands: brands.map((brand) => ({ id: brand.id, name: brand.name, status: brand.status })),
    credit:
      receivables === null
        ? null
        : {
            limit:
              customer.creditLimit !== null && currency ? { currency, amount: Number(customer.creditLimit) } : null,
            used: currency ? { currency, amount: owed?.openAmount ?? 0 } : null,
          },
    openOrders: openOrders === null ? null : { count: openOrders.reduce((sum, figure) => sum + figure.orders, 0) },
    overdueInvoices:
      receivables === null
        ? null
        : {
            count: receivables.reduce((sum, figure) => sum + figure.overdueInvoices, 0),
            amounts: receivables
              .filter((figure) => figure.overdueInvoices > 0)
              .map((figure) => ({ currency: figure.currency, amount: figure.overdueAmount })),
          },
    openTickets: openTickets === null ? null : { count: openTickets },
    staffVisits: visits.map((visit) => ({
      staffName: staffNames.get(visit.staffUserId) ?? '',
      reason: visit.reason,
      startedAt: visit.startedAt.toISOString(),
      endedAt: visit.endedAt?.toISOString() ?? null,
    })),
    lastCustomerSignIn: lastSignIn,
    staffMayWrite: mayWrite,
  };
}

async function openTicketCount(request: FastifyRequest, customerId: string): Promise<number> {
  const source = request.server.ticketSource;
  const pages = await Promise.all(
    openTicketStatuses.map((status) => source.list([customerId], { status, q: '' }, { pageNumber: 0, pageSize: 1 })),
  );
  return pages.reduce((sum, page) => sum + page.totalElements, 0);
}

/** The newest sign-in still standing of the customer's own users (a sign-in that ended is not kept). */
async function lastCustomerSignIn(
  request: FastifyRequest,
  customerId: string,
): Promise<OnBehalfOverview['lastCustomerSignIn']> {
  const { db } = request.server;
  let latest: OnBehalfOverview['lastCustomerSignIn'] = null;
  for (const user of await usersOfCustomer(db, customerId)) {
    const [newest] = (await signInsOf(db, user.userId, null)).sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    if (newest && (!latest || newest.startedAt > latest.at)) {
      latest = { name: `${user.firstName} ${user.lastName}`.trim(), at: newest.startedAt };
    }
  }
  return latest;
}
