import type { FastifyPluginAsync } from 'fastify';
import legacyDemoRoutes from './routes.ts';

/**
 * The demo's stand-in for the legacy applications (registered only while demo data is on, like the personas that
 * open it). This file is all other modules may import.
 */
const legacyDemo: FastifyPluginAsync = async (app) => {
  await app.register(legacyDemoRoutes);
};

export default legacyDemo;
