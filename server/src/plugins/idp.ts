import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import { deleteExpiredPayloads } from '../idp/adapter.ts';
import { loadProviderKeys, publicKeys } from '../idp/keys.ts';
import { createProvider, embeddedIssuer } from '../idp/provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded OpenID provider; absent when OIDC_ISSUER names an external one. */
    idp: { provider: Provider; issuer: string; jwks: JSONWebKeySet };
  }
}

const cleanupIntervalMs = 10 * 60 * 1000;

/** Creates the embedded provider from the keys in the database and keeps its table free of expired rows. */
export default fp(
  async (app) => {
    const keys = await loadProviderKeys(app.db);
    const provider = createProvider({ config: app.config, db: app.db, keys });
    provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
    app.decorate('idp', { provider, issuer: embeddedIssuer(app.config), jwks: publicKeys(keys) });

    const cleanup = setInterval(() => {
      deleteExpiredPayloads(app.db).then(
        (count) => app.log.debug({ count }, 'expired identity provider rows removed'),
        (error: unknown) => app.log.warn({ err: error }, 'could not remove expired identity provider rows'),
      );
    }, cleanupIntervalMs);
    cleanup.unref();
    app.addHook('onClose', async () => clearInterval(cleanup));
  },
  { name: 'idp' },
);
