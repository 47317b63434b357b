import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import cartHandoffRoutes from './cart-handoff-routes.ts';
import exportRoutes from './export-routes.ts';
import type { OrderSource } from './order-source.ts';
import orderRoutes from './routes.ts';
import { postgresOrderSource } from './store.ts';

/**
 * Orders (issue 13): a sold-to's order history, one order with its lines and deliveries, and the export, read
 * through an `OrderSource` (order-source.ts): the portal's own tables unless the app is given another.
 * This file is all other modules may import.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** Where orders are read from (modules/orders/order-source.ts). */
    orderSource: OrderSource;
  }
}

export interface OrdersOptions {
  /** The order source to read; default the portal's PostgreSQL tables. */
  source?: OrderSource | undefined;
}

/** Decorates the app with its order source (visible to the routes registered beside it). */
const orderSourcePlugin = fp<OrdersOptions>(
  async (app, { source }) => {
    app.decorate('orderSource', source ?? postgresOrderSource(app.db));
  },
  { name: 'order-source' },
);

const orders: FastifyPluginAsync<OrdersOptions> = async (app, options) => {
  await app.register(orderSourcePlugin, options);
  await app.register(orderRoutes);
  await app.register(exportRoutes);
  await app.register(cartHandoffRoutes);
};

export default orders;

export type { OrderExportRow, OrderRecord, OrderSource } from './order-source.ts';
export type { DeliveryFigure, IntakeFigure, OpenOrderFigure, OrderFigures, StyleFigure } from './order-figures.ts';
export { postgresOrderSource } from './store.ts';
export { postgresOrderFigures } from './figures-store.ts';
export { searchOrders, type OrderSearchHit } from './search-store.ts';
export { redeemCartHandoff } from './cart-handoff-service.ts';
