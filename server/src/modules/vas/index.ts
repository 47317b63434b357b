import type { FastifyPluginAsync } from 'fastify';
import vasRoutes from './routes.ts';

/** Value-added services: the VAS menu card & cost simulator (spec 2.6 and 7). All other modules may import. */
const vas: FastifyPluginAsync = async (app) => {
  await app.register(vasRoutes);
};

export default vas;
