import type { FastifyPluginAsync } from 'fastify';
import runtimeConfigRoutes from './routes.ts';

/**
 * Runtime configuration: what the portal learns at start (issuer, client, paths), served and inlined in the page.
 * This file is all other modules may import.
 */
const runtimeConfig: FastifyPluginAsync = async (app) => {
  await app.register(runtimeConfigRoutes);
};

export default runtimeConfig;

export { runtimeConfigOf } from './routes.ts';
