import type { FastifyPluginAsync } from 'fastify';
import { postgresBillingFigures, type BillingFigures } from '../documents/index.ts';
import { postgresOrderFigures, type OrderFigures } from '../orders/index.ts';
import type { ReportFigures } from './catalogue.ts';
import downloadRoutes from './download-routes.ts';
import reportRoutes from './routes.ts';

/**
 * Reports (issue 13): the reports a sold-to's user may open, each as columns, rows and a chart, and their
 * download. The figures come from the orders module (`OrderFigures`) and the documents module (`BillingFigures`),
 * which own the tables they sum; this module
 * owns the catalogue (catalogue.ts), who may see what (service.ts) and the files. It has no tables of its own.
 */

export interface ReportsOptions {
  /** Where the order totals come from; default sums over the portal's order tables. */
  orderFigures?: OrderFigures | undefined;
  /** Where the billing totals come from; default sums over the portal's billing table. */
  billingFigures?: BillingFigures | undefined;
}

const reports: FastifyPluginAsync<ReportsOptions> = async (app, options) => {
  const figures: ReportFigures = {
    orders: options.orderFigures ?? postgresOrderFigures(app.db),
    billing: options.billingFigures ?? postgresBillingFigures(app.db),
  };
  await app.register(reportRoutes, { figures });
  await app.register(downloadRoutes, { figures });
};

export default reports;
