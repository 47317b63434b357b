import fp from 'fastify-plugin';

/**
 * The lookups one request shares between the gates, the checks and its handler (`callerOf`, `onBehalfSessionOf`),
 * kept on the request itself. Lifted to the root: every module's requests carry them.
 */
export default fp(
  async (app) => {
    app.decorateRequest('callerLookup', null);
    app.decorateRequest('onBehalfLookup', null);
  },
  { name: 'accounts-request-state' },
);
