import fp from 'fastify-plugin';
import { createAccountLinker, type AccountLinker } from './account-links.ts';
import { discoverIssuer, type IssuerDiscovery } from './discovery.ts';

export interface ExternalIssuer extends IssuerDiscovery {
  /** The portal user a verified access token speaks for (null: none, the token gets 403 from the API). */
  userIdOf: AccountLinker;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The external OpenID provider named by OIDC_ISSUER; absent with the embedded provider. */
    externalIssuer?: ExternalIssuer;
  }
}

/**
 * OIDC_ISSUER: the issuer's discovery document and keys, and the link from its subjects to portal users. The
 * server starts whether or not the issuer answers (it may come up later); `/ready` and the log say which.
 */
export default fp(
  async (app) => {
    const issuer = app.config.OIDC_ISSUER;
    if (!issuer) return;
    const discovery = discoverIssuer(issuer);
    app.decorate('externalIssuer', {
      ...discovery,
      userIdOf: createAccountLinker({
        db: app.db,
        claim: app.config.OIDC_USER_CLAIM,
        metadata: discovery.metadata,
        log: app.log,
      }),
    });
    app.addHook('onReady', () => {
      discovery.metadata().then(
        () => app.log.info({ issuer }, 'external identity provider answers'),
        (error: unknown) =>
          app.log.error(
            { issuer, err: error },
            'external identity provider cannot be reached: sign-in and API calls fail until it answers',
          ),
      );
    });
  },
  { name: 'external-issuer' },
);
