import type { FastifyPluginAsync } from 'fastify';
import accessRoutes from './access-routes.ts';
import { contactMatches } from './contact-search-store.ts';
import pendingInvitationRoutes from './pending-invitation-routes.ts';
import accountSettingsRoutes from './routes.ts';

/**
 * Account settings (issue 17): a sold-to's company info and stores, read from the accounts module's customer
 * hierarchy (through its index), and its contacts, kept in this module's own table with optimistic locking.
 * This file is all other modules may import.
 */
const accountSettings: FastifyPluginAsync = async (app) => {
  // Staff's customer search finds a customer by its contacts' e-mail and phone too (issue 34).
  app.customerMatchSources.push(contactMatches);
  await app.register(accountSettingsRoutes);
  await app.register(accessRoutes);
  await app.register(pendingInvitationRoutes);
};

export default accountSettings;
