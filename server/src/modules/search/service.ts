import {
  canOpenSection,
  documentTypePermission,
  documentTypes,
  findSection,
  helpEntryId,
  paths,
  searchHitsPerKind,
  toSupportedLanguage,
  type DerivedPermissions,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  callerOf,
  customerAccessOf,
  customerIdsOf,
  customersAccessOf,
  onBehalfSessionOf,
  permissionsFor,
  searchCustomers,
  type CustomerAccess,
} from '../accounts/index.ts';
import { searchHelp, searchPages } from '../content/index.ts';
import { searchDocuments } from '../documents/index.ts';
import { searchOrders } from '../orders/index.ts';
import { searchTickets } from '../tickets/index.ts';

const sectionOf = {
  orders: findSection('orderHistory'),
  documents: findSection('documents'),
  tickets: findSection('tickets'),
  help: findSection('help'),
  pages: findSection('contentPage'),
  customers: findSection('onBehalf'),
};

/** Where a search looks: the sold-tos it reads, with the caller's permissions there, and what else it may see. */
interface SearchScope {
  accesses: CustomerAccess[];
  actingOnBehalf: boolean;
  /** The permissions the areas that belong to no sold-to (help, pages, customers) are judged on. */
  ownPermissions: DerivedPermissions[];
  /** Staff outside an on-behalf session with the customer search. */
  findsCustomers: boolean;
}

/**
 * The sold-tos searched, judged as every call judges the sold-to it names (ADR 042): the one named (403 naming it
 * when the caller may not read it), else an external user's own, else staff's on-behalf customer; staff outside the
 * mode read no sold-to's data and get customers instead.
 */
async function scopeOf(request: FastifyRequest, customer: string | undefined): Promise<SearchScope> {
  const caller = await callerOf(request);
  const onBehalf = await onBehalfSessionOf(request);
  const actingOnBehalf = onBehalf !== null;
  let accesses: CustomerAccess[] = [];
  if (customer) accesses = [await customerAccessOf(request, customer)];
  else if (!caller.internal) accesses = await customersAccessOf(request, customerIdsOf(caller));
  else if (onBehalf) accesses = [await customerAccessOf(request, onBehalf.customerId)];
  const staffOutside = caller.internal && !actingOnBehalf;
  const ownPermissions = staffOutside ? [permissionsFor(caller, null)] : accesses.map((access) => access.permissions);
  return {
    accesses,
    actingOnBehalf,
    ownPermissions,
    findsCustomers:
      staffOutside && ownPermissions.some((permissions) => canOpenSection(sectionOf.customers, permissions)),
  };
}

const join = (...facts: Array<string | null | undefined>) => facts.filter(Boolean).join(' · ');

/**
 * Search everywhere: each module searched through its own index.ts for the areas the caller may open, at most five
 * hits of each, grouped in `searchHitKinds` order.
 */
export async function searchEverywhere(
  db: Database,
  request: FastifyRequest,
  query: SearchQuery,
): Promise<SearchResult> {
  const { q } = query;
  const scope = await scopeOf(request, query.customer);
  const caller = await callerOf(request);
  const language = query.lang ?? toSupportedLanguage(caller.record.language);
  const limit = searchHitsPerKind;
  const where = (section: (typeof sectionOf)[keyof typeof sectionOf]) =>
    scope.accesses.filter((access) => canOpenSection(section, access.permissions, scope.actingOnBehalf));
  const mayOpen = (section: (typeof sectionOf)[keyof typeof sectionOf]) =>
    scope.ownPermissions.some((permissions) => canOpenSection(section, permissions, scope.actingOnBehalf));
  const manySoldTos = scope.accesses.length > 1;
  const soldToOf = (customerId: string) => (manySoldTos ? customerId : null);

  const documentScopes = where(sectionOf.documents).map((access) => ({
    customerId: access.customerId,
    types: documentTypes.filter((type) => access.permissions[documentTypePermission[type]]),
  }));
  const [orders, documents, tickets, help, pages, customers] = await Promise.all([
    searchOrders(db, ids(where(sectionOf.orders)), q, limit),
    searchDocuments(db, documentScopes, q, limit),
    searchTickets(db, ids(where(sectionOf.tickets)), q, limit),
    mayOpen(sectionOf.help) ? searchHelp(db, language, q, limit) : [],
    mayOpen(sectionOf.pages) ? searchPages(db, language, q, limit) : [],
    scope.findsCustomers
      ? searchCustomers(db, { q, pageNumber: 0, pageSize: limit }, request.server.customerMatchSources).then(
          (page) => page.items,
        )
      : [],
  ]);

  const items: SearchHit[] = [
    ...orders.map((order) => ({
      kind: 'order' as const,
      title: order.orderId,
      context: join(order.poNumber, order.style, order.orderDate, soldToOf(order.customerId)),
      href: paths.orders.details(order.source, order.orderId),
    })),
    ...documents.map((document) => ({
      kind: 'document' as const,
      title: document.documentId,
      context: join(
        document.issueDate,
        `${document.grossAmount.toFixed(2)} ${document.currency}`,
        soldToOf(document.customerId),
      ),
      href: paths.documents.ofType(document.type, document.documentId),
    })),
    ...tickets.map((ticket) => ({
      kind: 'ticket' as const,
      title: ticket.subject,
      context: join(ticket.number, soldToOf(ticket.customerId)),
      href: paths.tickets.details(ticket.ticketId),
    })),
    ...help.map((answer) => ({
      kind: 'help' as const,
      title: answer.question,
      context: answer.topicTitle,
      href: paths.help.answer(helpEntryId(answer.topicId), helpEntryId(answer.entryId)),
    })),
    ...pages.map((page) => ({
      kind: 'page' as const,
      title: page.title,
      context: paths.contentPage.page(page.path),
      href: paths.contentPage.page(page.path),
    })),
    ...customers.map((customer) => ({
      kind: 'customer' as const,
      title: customer.legalName,
      context: join(customer.customerId, join(customer.postcode, customer.city), customer.country),
      href: paths.customerSearch.open(customer.customerId),
      ...(customer.matchedBy ? { matchedBy: customer.matchedBy } : {}),
    })),
  ];
  return { items };
}

function ids(accesses: readonly CustomerAccess[]): string[] {
  return accesses.map((access) => access.customerId);
}
