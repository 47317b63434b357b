import path from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import interactionRoutes from './interactions.ts';
import mountProvider from './mount.ts';
import { assetsPath } from './pages/layout.ts';
import resetPasswordRoutes from './reset-password.ts';

/** Everything the embedded identity provider serves: the protocol, its pages and their stylesheet. */
const idpRoutes: FastifyPluginAsync = async (app) => {
  await app.register(mountProvider);
  // The pages take HTML form posts; in their own scope, so the provider keeps its raw request bodies.
  await app.register(async (pages) => {
    await pages.register(formbody);
    await pages.register(interactionRoutes);
    await pages.register(resetPasswordRoutes);
  });
  await app.register(fastifyStatic, {
    root: path.join(import.meta.dirname, 'assets'),
    prefix: `${assetsPath}/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
};

export default idpRoutes;
