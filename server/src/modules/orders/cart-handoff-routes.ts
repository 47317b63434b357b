import {
  createCartHandoffEndpoint,
  getQuickOrderFileEndpoint,
  integrationSecretHeader,
  redeemCartHandoffEndpoint,
  type ApiError,
  type CartLine,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { csvFile, type FileColumn } from '../../lib/table-files.ts';
import {
  createCartHandoff,
  isIntegrationSecret,
  redeemCartHandoff,
  reorderableOrder,
  reorderLinesOf,
} from './cart-handoff-service.ts';

/**
 * The quick-order file's columns: the field names shops import by (not words of the caller's language), written by
 * the portal's one table writer, which keeps text cells from running as formulas.
 */
const quickOrderColumns: FileColumn<CartLine>[] = [
  { header: 'style', kind: 'text', value: (line) => line.style },
  { header: 'colour', kind: 'text', value: (line) => line.colour },
  { header: 'size', kind: 'text', value: (line) => line.size },
  { header: 'sku', kind: 'text', value: (line) => line.sku },
  { header: 'quantity', kind: 'integer', value: (line) => line.quantity },
  { header: 'styleName', kind: 'text', value: (line) => line.styleName },
  { header: 'colourName', kind: 'text', value: (line) => line.colourName },
];

/** "Order again": the hand-off, the quick-order file, and the shop's server-to-server redeem. */
const cartHandoffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(createCartHandoffEndpoint),
    handler: async (request, reply) => {
      const { source, orderId } = request.params;
      const created = await createCartHandoff(request, request.query.customer, source, orderId);
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  });

  app.route({
    ...endpointRoute(getQuickOrderFileEndpoint),
    handler: async (request, reply) => {
      const { source, orderId } = request.params;
      const order = await reorderableOrder(request, request.query.customer, source, orderId);
      const { lines } = await reorderLinesOf(app, order);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="quick-order-${order.source}-${order.orderId}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csvFile(quickOrderColumns, lines));
    },
  });

  app.route({
    ...endpointRoute(redeemCartHandoffEndpoint),
    // Before validation: a caller without the secret learns nothing, not even whether its token is well formed.
    onRequest: async (request, reply) => {
      const presented = request.headers[integrationSecretHeader];
      if (!isIntegrationSecret(app.config.INTEGRATION_WEBHOOK_SECRET, typeof presented === 'string' ? presented : '')) {
        const body: ApiError = {
          error: 'Unauthorized',
          message: `Redeeming a cart hand-off needs the integration secret in the ${integrationSecretHeader} header.`,
        };
        return reply.code(401).send(body);
      }
    },
    handler: async (request, reply) => {
      const handoff = await redeemCartHandoff(app, request.params.token);
      return reply.header('cache-control', 'no-store').send(handoff);
    },
  });
};

export default cartHandoffRoutes;
