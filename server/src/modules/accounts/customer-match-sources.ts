import fp from 'fastify-plugin';
import type { CustomerMatchSource } from './customer-search-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The customer search's branches kept by other modules' stores (issue 34: account-settings' contacts), added by
     * those modules when they are registered; accounts itself imports none of them.
     */
    customerMatchSources: CustomerMatchSource[];
  }
}

/** The list other modules add their customer-search branches to (root level, before any module registers). */
export default fp(
  async (app) => {
    app.decorate('customerMatchSources', []);
  },
  { name: 'customer-match-sources' },
);
