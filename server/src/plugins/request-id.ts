import fp from 'fastify-plugin';

/**
 * Every answer names its request in `x-request-id`: the id the server generated (app.ts), never one the client
 * sent. The log lines of the request carry the same id as `reqId`, so a user's or the portal's report of a failed
 * call leads to them. Set on arrival, before rate limiting or authentication can answer, so refusals carry it too;
 * the identity provider's hijacked replies copy it over with the other headers.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
