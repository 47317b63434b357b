import {
  approveCustomerCreationRequestsEndpoint,
  checkCustomerCreationDuplicatesEndpoint,
  checkCustomerCreationVatAgainEndpoint,
  createCustomerCreationRequestEndpoint,
  getCustomerCreationCustomerEndpoint,
  getCustomerCreationRequestEndpoint,
  getCustomerCreationRequestsEndpoint,
  transitionCustomerCreationRequestEndpoint,
  updateCustomerCreationRequestEndpoint,
  type RequestCustomer,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { customerBrandList, customerHierarchy, findCustomer } from '../accounts/index.ts';
import { sendTransitionMails } from './mails.ts';
import {
  approveMany,
  checkVatAgain,
  checkWhileTyping,
  createRequest,
  detailOf,
  requestOf,
  staffAccess,
  summaryOf,
  transition,
  updateRequest,
} from './service.ts';
import { listRequests } from './store.ts';
import type { VatValidator } from './vat-validator.ts';

/** The requests' list, creation, detail, saving and transitions, and the sold-to a request starts from. */
const customerCreationRoutes: FastifyPluginAsyncZod<{ vat: VatValidator }> = async (app, { vat }) => {
  app.route({
    ...endpointRoute(getCustomerCreationRequestsEndpoint),
    handler: async (request) => {
      const access = await staffAccess(request);
      const { pageNumber, pageSize, mine, review, ...filter } = request.query;
      const { rows, total } = await listRequests(
        app.db,
        {
          ...filter,
          createdBy: mine === 'true' ? access.actor.userId : undefined,
          reviewableBy: review === 'true' ? access.actor.userId : undefined,
        },
        { pageNumber, pageSize },
      );
      return { items: rows.map(summaryOf), pageNumber, pageSize, totalElements: total };
    },
  });

  app.route({
    ...endpointRoute(createCustomerCreationRequestEndpoint),
    handler: async (request, reply) => {
      const access = await staffAccess(request);
      const row = await createRequest(app.db, access, request.body);
      return reply.code(201).send(await detailOf(app.db, row, access));
    },
  });

  app.route({
    ...endpointRoute(getCustomerCreationRequestEndpoint),
    handler: async (request) => {
      const access = await staffAccess(request);
      return detailOf(app.db, await requestOf(app.db, request.params.requestId), access);
    },
  });

  app.route({
    ...endpointRoute(updateCustomerCreationRequestEndpoint),
    handler: async (request) => {
      const access = await staffAccess(request);
      const row = await updateRequest(app.db, access, request.params.requestId, request.body);
      return detailOf(app.db, row, access);
    },
  });

  app.route({
    ...endpointRoute(transitionCustomerCreationRequestEndpoint),
    handler: async (request) => {
      const access = await staffAccess(request);
      const { requestId, action } = request.params;
      const row = await transition(app.db, access, requestId, action, request.body, vat);
      await sendTransitionMails(app, row, action, access.actor, request.body.comment || undefined);
      request.log.info({ requestId, action, status: row.status }, 'customer-creation request changed');
      return detailOf(app.db, row, access);
    },
  });

  app.route({
    ...endpointRoute(approveCustomerCreationRequestsEndpoint),
    handler: async (request) => {
      const access = await staffAccess(request);
      const comment = request.body.comment || undefined;
      const results = await approveMany(app.db, access, vat, request.body, async (row) => {
        await sendTransitionMails(app, row, 'approve', access.actor, comment);
        request.log.info(
          { requestId: row.requestId, action: 'approve', status: row.status },
          'customer-creation request changed',
        );
      });
      return { results };
    },
  });

  app.route({
    ...endpointRoute(checkCustomerCreationDuplicatesEndpoint),
    handler: async (request) => checkWhileTyping(app.db, await staffAccess(request), vat, request.query),
  });

  app.route({
    ...endpointRoute(checkCustomerCreationVatAgainEndpoint),
    handler: async (request) => {
      const checked = await checkVatAgain(app.db, await staffAccess(request), vat, request.body.requestId);
      request.log.info({ requestId: request.body.requestId, outcome: checked.outcome }, 'VAT id checked again');
      return checked;
    },
  });

  app.route({
    ...endpointRoute(getCustomerCreationCustomerEndpoint),
    handler: async (request): Promise<RequestCustomer> => {
      await staffAccess(request);
      const { customerId } = request.params;
      const customer = await findCustomer(app.db, customerId);
      if (!customer) throw httpError(404, `Customer ${customerId} does not exist.`);
      const [nodes, brands] = await Promise.all([
        customerHierarchy(app.db, customerId),
        customerBrandList(app.db, customerId),
      ]);
      const soldTo = nodes.find((node) => node.partnerFunction === 'SP');
      return {
        customerId,
        legalName: customer.legalName,
        country: customer.country,
        language: customer.language,
        vatId: customer.vatId,
        currency: customer.currency,
        paymentTerms: customer.paymentTerms,
        creditLimit: customer.creditLimit === null ? null : Number(customer.creditLimit),
        address: soldTo ? { street: soldTo.street, postcode: soldTo.postcode, city: soldTo.city } : null,
        brands: brands.map((brand) => ({ brandId: brand.id, division: brand.division, status: brand.status })),
        shipTos: nodes
          .filter((node) => node.partnerFunction === 'SH')
          .map((node) => ({ nodeId: node.nodeId, name: node.name, city: node.city, postcode: node.postcode })),
      };
    },
  });
};

export default customerCreationRoutes;
