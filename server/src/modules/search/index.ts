import type { FastifyPluginAsync } from 'fastify';
import searchRoutes from './routes.ts';

/**
 * Search everywhere (issue 33): one call across orders, documents, tickets, help answers, content pages and (for
 * staff) customers, each module asked through its index.ts for the areas the caller may open, and the user's recent
 * searches (its own table). This file is all other modules may import.
 */
const search: FastifyPluginAsync = async (app) => {
  await app.register(searchRoutes);
};

export default search;
