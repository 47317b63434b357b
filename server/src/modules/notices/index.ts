import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { defaultQueueTiming, NotificationQueue, type QueueTiming } from './queue.ts';
import { queuePasswordExpiryNotices } from './password-expiry.ts';
import type { PortalNoticeWriter } from './portal-notice.ts';
import notificationRoutes from './routes.ts';
import { queueDueDigests } from './service.ts';
import unsubscribeRoutes from './unsubscribe-routes.ts';
import webhookRoutes from './webhook-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's worker of the notification job queue (ADR 064). */
    notificationQueue: NotificationQueue;
  }
}

export interface NoticesOptions {
  /** The queue's timing and clock; `poll: false` leaves polling to the caller (tests call `runOnce`). */
  queue?: Partial<QueueTiming> & { poll?: boolean };
  /** Writes the notices the portal shows as users' updates (the updates module's, ADR 074). */
  portal: PortalNoticeWriter;
}

/**
 * Notices (issue 33): each user's notification preferences, notices of events (the portal's own and
 * the group's systems' through the signed webhook) turned into mails at once or daily digests, the job queue that
 * sends them, and the signed unsubscribe link. This file is all other modules may import.
 */
const notices: FastifyPluginAsync<NoticesOptions> = async (app, options) => {
  const { poll = true, ...timing } = options.queue ?? {};
  const queueTiming: QueueTiming = { ...defaultQueueTiming, ...timing };
  const context = { publicUrl: app.config.PUBLIC_URL };
  const expiry = { maxAgeDays: app.config.PASSWORD_MAX_AGE_DAYS, warningDays: app.config.PASSWORD_EXPIRY_WARNING_DAYS };
  let lastDigestCheck = 0;
  let lastPasswordPass = '';
  const queue = new NotificationQueue(app.db, app.mailer, app.log, queueTiming, async (now) => {
    // Expiring passwords once a (UTC) day; with the group's own provider the portal keeps no passwords.
    const today = now.toISOString().slice(0, 10);
    if (today !== lastPasswordPass && !app.config.OIDC_ISSUER) {
      lastPasswordPass = today;
      await queuePasswordExpiryNotices(app.db, now, expiry, context);
    }
    // Digests are due by the hour: a look a minute is enough.
    if (now.getTime() - lastDigestCheck < 60_000) return;
    lastDigestCheck = now.getTime();
    await queueDueDigests(app.db, now, context);
  });
  app.decorate('notificationQueue', queue);
  if (poll) {
    app.addHook('onReady', async () => queue.start());
    app.addHook('onClose', async () => queue.stop());
  }

  await app.register(notificationRoutes);
  await app.register(webhookRoutes, { portal: options.portal });
  await app.register(unsubscribeRoutes);
};

// A plugin of the app itself, so `app.notificationQueue` is the instance's own (tests run it by hand).
export default fp(notices, { name: 'notices', dependencies: ['mailer'] });

export { deliverNotice, queueDueDigests, receiveEvent, type DeliveryContext, type Notice } from './service.ts';
export { noticeOf } from './webhook-routes.ts';
export { portalShows } from './preferences-store.ts';
export type { PortalNotice, PortalNoticeWriter, PortalText } from './portal-notice.ts';
