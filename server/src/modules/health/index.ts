import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './routes.ts';

/** Health: liveness and readiness for the platform in front of the server. All other modules may import. */
const health: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};

export default health;
