import type { FastifyPluginAsync } from 'fastify';
import labelRoutes from './routes.ts';

/** Labels: the portal's texts per locale, seeded from the areas' label files. All other modules may import. */
const labels: FastifyPluginAsync = async (app) => {
  await app.register(labelRoutes);
};

export default labels;
