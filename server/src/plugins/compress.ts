import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers the browser can decompress (the SPA's scripts and styles, JSON, HTML). Brotli at a
 * middle quality: nearly the size of its best setting for a fraction of the CPU, which matters per request.
 */
export default fp(async (app) => {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
});
