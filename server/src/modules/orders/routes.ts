import {
  getOrderEndpoint,
  getOrderReturnabilityEndpoint,
  getOrdersEndpoint,
  getOrderTotalsEndpoint,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { httpError } from '../../lib/http-error.ts';
import { orderAccess, orderDetailOf, ordersAccess, returnabilityOf } from './service.ts';

/** The order list, one order and its returnability (the section's gate runs first, from the declarations). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(getOrdersEndpoint),
    handler: async (request) => {
      const { customer, pageNumber, pageSize, after, ...filter } = request.query;
      await ordersAccess(request, customer);
      return app.orderSource.list(customer, filter, { pageNumber, pageSize, after });
    },
  });

  app.route({
    ...endpointRoute(getOrderTotalsEndpoint),
    handler: async (request) => {
      const { customer, ...filter } = request.query;
      await ordersAccess(request, customer);
      return { totals: await app.orderSource.totals(customer, filter) };
    },
  });

  app.route({
    ...endpointRoute(getOrderEndpoint),
    handler: async (request) => {
      const { source, orderId } = request.params;
      const access = await orderAccess(request, request.query.customer);
      const order = await app.orderSource.detail(access.customerId, source, orderId);
      // Another sold-to's order is not there for this caller: the same answer as no order at all.
      if (!order) throw httpError(404, `Order ${source}/${orderId} was not found for customer ${access.customerId}.`);
      const deliveries = await app.orderSource.deliveries(access.customerId, source, orderId);
      return orderDetailOf(order, deliveries, access);
    },
  });

  app.route({
    ...endpointRoute(getOrderReturnabilityEndpoint),
    handler: async (request) => {
      const { source, orderId } = request.params;
      const access = await orderAccess(request, request.query.customer, 'returns');
      const order = await app.orderSource.detail(access.customerId, source, orderId);
      if (!order) throw httpError(404, `Order ${source}/${orderId} was not found for customer ${access.customerId}.`);
      const deliveries = await app.orderSource.deliveries(access.customerId, source, orderId);
      return returnabilityOf(order, deliveries, new Date().toISOString().slice(0, 10));
    },
  });
};

export default orderRoutes;
