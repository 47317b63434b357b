import type { IncomingMessage } from 'node:http';
import { clientErrorPaths } from '@portal/contracts';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { scriptNonce } from '../lib/csp-nonce.ts';

/** The origin content media comes from when CONTENT_RESOURCE_PATH names another server (a CDN). */
function mediaOrigins(resourcePath: string): string[] {
  return resourcePath.startsWith('/') ? [] : [new URL(resourcePath).origin];
}

/** Where a configured tag manager container loads from and sends to; nothing when none is configured. */
function analyticsOrigins(containerId: string | undefined): string[] {
  return containerId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
}

type CspConfig = Pick<Config, 'CONTENT_RESOURCE_PATH' | 'OIDC_ISSUER' | 'TAG_MANAGER_CONTAINER_ID'>;

/**
 * The policy of every response. Scripts run only with this response's nonce; 'strict-dynamic' passes the trust
 * on to what those scripts load (lazy chunks, the remotes' remoteEntry.js, a consented tag manager).
 */
export function cspDirectives(config: CspConfig) {
  const media = mediaOrigins(config.CONTENT_RESOURCE_PATH);
  const analytics = analyticsOrigins(config.TAG_MANAGER_CONTAINER_ID);
  const issuer = config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [(request: IncomingMessage) => `'nonce-${scriptNonce(request)}'`, "'strict-dynamic'"],
    // A service worker cannot carry a nonce; /sw.js comes from this origin.
    workerSrc: ["'self'"],
    // React and the swagger UI set style attributes at run time; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...media, ...analytics],
    // Video banners and their captions.
    mediaSrc: ["'self'", ...media],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...issuer, ...analytics],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    reportUri: [clientErrorPaths.cspReport],
  };
}

type ContentSecurityPolicyOptions = Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own Content-Security-Policy in place of the global one (the API explorer's). */
    helmet?: { contentSecurityPolicy: ContentSecurityPolicyOptions };
  }
}

/**
 * Security headers on every response: HTML, files, JSON and errors alike. helmet's middleware is built once per
 * policy (the nonce is a function it calls per request), not once per request as @fastify/helmet does.
 */
export default fp(async (app) => {
  const options: HelmetOptions = {
    hsts: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  };
  const global = helmet({
    ...options,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(app.config) },
  });
  const perRoute = new WeakMap<ContentSecurityPolicyOptions, ReturnType<typeof helmet>>();
  const middlewareFor = (policy: ContentSecurityPolicyOptions | undefined) => {
    if (!policy) return global;
    let middleware = perRoute.get(policy);
    if (!middleware) {
      middleware = helmet({ ...options, contentSecurityPolicy: policy });
      perRoute.set(policy, middleware);
    }
    return middleware;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const policy = request.routeOptions.config.helmet?.contentSecurityPolicy;
    middlewareFor(policy)(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
