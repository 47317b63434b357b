import type { FastifyPluginAsync } from 'fastify';
import termsRoutes from './routes.ts';

/**
 * Terms and conditions: their versions, each sold-to's acceptance, and the single-use public links to accept.
 * This file is all other modules may import.
 */
const terms: FastifyPluginAsync = async (app) => {
  await app.register(termsRoutes);
};

export default terms;

export { currentDocument } from './acceptances-store.ts';
