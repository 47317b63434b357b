import fp from 'fastify-plugin';

/**
 * Fastify's close() only drops connections that are idle when it starts. A keep-alive connection serving an
 * in-flight request stays open after that response and holds the shutdown until the client's keep-alive
 * times out (72 s), past SHUTDOWN_TIMEOUT_MS. Asking those clients to hang up lets the drain finish at once.
 */
export default fp(async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
