import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import type Provider from 'oidc-provider';
import { deleteExpiredPayloads, grantExpiry } from './payloads-store.ts';
import { loadProviderKeys, publicKeys } from './keys.ts';
import { createProvider, embeddedIssuer } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded OpenID provider; absent when OIDC_ISSUER names an external one. */
    idp: {
      provider: Provider;
      issuer: string;
      jwks: JSONWebKeySet;
      /**
       * When a standing grant expires (Infinity: never), undefined once it is revoked or expired; the token check
       * (plugins/authenticate.ts) asks it, so that plugin needs nothing from this module but this decoration.
       */
      grantExpiry: (grantId: string) => Promise<number | undefined>;
    };
  }
}

const cleanupIntervalMs = 10 * 60 * 1000;

/** Creates the embedded provider from the keys in the database and keeps its table free of expired rows. */
export default fp(
  async (app) => {
    const keys = await loadProviderKeys(app.db);
    const provider = createProvider({ config: app.config, db: app.db, keys });
    provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
    app.decorate('idp', {
      provider,
      issuer: embeddedIssuer(app.config),
      jwks: publicKeys(keys),
      grantExpiry: (grantId) => grantExpiry(app.db, grantId),
    });

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
