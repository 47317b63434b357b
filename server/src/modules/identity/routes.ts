import path from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import outboxRoutes, { type OutboxOptions } from './mail/outbox-routes.ts';
import interactionRoutes from './provider/interaction-routes.ts';
import { assetsPath } from './pages/layout.ts';
import resetPasswordRoutes from './password/reset-password-routes.ts';
import passwordChangeInfoRoutes from './password/change-info-routes.ts';
import forgotPasswordRoutes from './password/forgot-routes.ts';
import myAccountRoutes from './password/myaccount-routes.ts';
import mountProvider from './provider/mount.ts';

/**
 * Everything the embedded identity provider serves: the protocol, its pages and their stylesheet, the password
 * calls, and in development without SMTP the outbox.
 */
const identityRoutes: FastifyPluginAsync<OutboxOptions> = async (app, options) => {
  await app.register(mountProvider);
  // The pages take HTML form posts; in their own scope, so the provider keeps its raw request bodies.
  await app.register(async (pages) => {
    await pages.register(formbody);
    await pages.register(interactionRoutes);
    await pages.register(resetPasswordRoutes);
  });
  await app.register(fastifyStatic, {
    root: path.join(import.meta.dirname, 'pages', 'assets'),
    prefix: `${assetsPath}/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
  await app.register(forgotPasswordRoutes);
  await app.register(myAccountRoutes);
  await app.register(passwordChangeInfoRoutes);
  // Mail that never leaves the database must be readable somewhere while developing.
  if (app.config.NODE_ENV !== 'production' && !app.config.SMTP_URL) {
    await app.register(outboxRoutes, { requireStaffReader: options.requireStaffReader });
  }
};

export default identityRoutes;
