import {
  contactLimit,
  createContactEndpoint,
  deleteContactEndpoint,
  getCompanyInfoEndpoint,
  getContactsEndpoint,
  getStoreEndpoint,
  getStoresEndpoint,
  updateContactEndpoint,
} from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { accountCustomer, companyInfoOf, normalizedContact, storeOf, storePage } from './service.ts';
import { deleteContact, insertContact, listContacts, updateContact, type WriteOutcome } from './store.ts';

const noStore = 'private, no-store';

function conflict(reply: FastifyReply, message: string) {
  return reply.code(409).send({ error: 'Conflict', message });
}

/** A stale edit or removal: someone changed or removed the contact since it was read. */
function staleMessage(outcome: WriteOutcome<unknown>, contactId: string): string | undefined {
  if (outcome.kind === 'missing') return undefined;
  if (outcome.kind === 'stale') {
    return (
      `Contact ${contactId} was changed by someone else since you opened it (now version ${outcome.version}). ` +
      'Reload it and make your change again.'
    );
  }
  return undefined;
}

const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getCompanyInfoEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'companyInfo');
      reply.header('cache-control', noStore);
      return companyInfoOf(request, customer);
    },
  });

  app.route({
    ...endpointRoute(getStoresEndpoint),
    handler: async (request, reply) => {
      const { customer: customerId, ...page } = request.query;
      const customer = await accountCustomer(request, customerId, 'companyInfo');
      reply.header('cache-control', noStore);
      return storePage(request, customer, page);
    },
  });

  app.route({
    ...endpointRoute(getStoreEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'companyInfo');
      reply.header('cache-control', noStore);
      return storeOf(request, customer, request.params.shipToId);
    },
  });

  app.route({
    ...endpointRoute(getContactsEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'contacts');
      reply.header('cache-control', noStore);
      return { items: await listContacts(app.db, customer.customerId) };
    },
  });

  app.route({
    ...endpointRoute(createContactEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'contacts');
      const created = await insertContact(app.db, customer.customerId, normalizedContact(request.body), contactLimit);
      if (created === 'full') {
        return conflict(reply, `Customer ${customer.customerId} has ${contactLimit} contacts, the most it may have.`);
      }
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpointRoute(updateContactEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'contacts');
      const { contactId } = request.params;
      const { version, ...input } = request.body;
      const outcome = await updateContact(app.db, customer.customerId, contactId, version, normalizedContact(input));
      if (outcome.kind === 'done') return outcome.value;
      const stale = staleMessage(outcome, contactId);
      if (stale) return conflict(reply, stale);
      throw httpError(404, `Contact ${contactId} was not found for customer ${customer.customerId}.`);
    },
  });

  app.route({
    ...endpointRoute(deleteContactEndpoint),
    handler: async (request, reply) => {
      const customer = await accountCustomer(request, request.query.customer, 'contacts');
      const { contactId } = request.params;
      const outcome = await deleteContact(app.db, customer.customerId, contactId, request.query.version);
      if (outcome.kind === 'done') return reply.code(204).send(null);
      const stale = staleMessage(outcome, contactId);
      if (stale) return conflict(reply, stale);
      throw httpError(404, `Contact ${contactId} was not found for customer ${customer.customerId}.`);
    },
  });
};

export default accountSettingsRoutes;
