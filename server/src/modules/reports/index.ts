import type { FastifyPluginAsync } from 'fastify';
import { postgresOrderFigures, type OrderFigures } from '../orders/index.ts';
import downloadRoutes from './download-routes.ts';
import reportRoutes from './routes.ts';

/**
 * Reports (issue 13): the reports a sold-to's user may open, each as columns, rows and a chart, and their
 * download. The figures come from the orders module (`OrderFigures`), which owns the order tables; this module
 * owns the catalogue (catalogue.ts), who may see what (service.ts) and the files. It has no tables of its own.
 */

export interface ReportsOptions {
  /** Where the totals come from; default sums over the portal's order tables. */
  figures?: OrderFigures | undefined;
}

const reports: FastifyPluginAsync<ReportsOptions> = async (app, options) => {
  const figures = options.figures ?? postgresOrderFigures(app.db);
  await app.register(reportRoutes, { figures });
  await app.register(downloadRoutes, { figures });
};

export default reports;
