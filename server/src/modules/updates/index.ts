import type { FastifyPluginAsync } from 'fastify';
import updateAdminRoutes from './admin-routes.ts';
import { deletePasswordNotice } from './store.ts';
import streamRoutes, { type StreamOptions } from './stream-routes.ts';
import updateRoutes from './routes.ts';

/**
 * Updates (issue 16): notifications, warnings and alerts for one user, a sold-to, a brand's customers or all
 * customers, each read and deleted per user; the live unread count; publishing; the expiring-password notice.
 * This file is all other modules may import.
 */

export interface UpdatesOptions {
  /** The unread stream's timing (tests shorten it). */
  stream?: Partial<StreamOptions> | undefined;
}

const updates: FastifyPluginAsync<UpdatesOptions> = async (app, options) => {
  // Spec 4: a changed password deletes the expiring-password notice.
  app.passwordChanges.subscribe((userId) => deletePasswordNotice(app.db, userId));
  await app.register(updateRoutes);
  await app.register(streamRoutes, options.stream ?? {});
  await app.register(updateAdminRoutes);
};

export default updates;

export type { NewUpdate, StoredAudience } from './store.ts';
export { insertMissingUpdates, insertUpdate } from './store.ts';
export { writePortalNotices } from './portal-notices.ts';
