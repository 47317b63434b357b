import type { FastifyPluginAsync } from 'fastify';
import clientErrorRoutes from './routes.ts';

/**
 * Client errors: what goes wrong in users' browsers (reported errors, CSP violations), stored for operators.
 * This file is all other modules may import.
 */
const clientErrors: FastifyPluginAsync = async (app) => {
  await app.register(clientErrorRoutes);
};

export default clientErrors;
