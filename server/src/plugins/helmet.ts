import type { IncomingMessage, ServerResponse } from 'node:http';
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
    // react-aria adds <style> elements at run time (and the swagger UI inline styles); styles run no code (ADR 040).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...media, ...analytics],
    // Video banners and their captions.
    mediaSrc: ["'self'", ...media],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...issuer, ...analytics],
    objectSrc: ["'none'"],
    // The documents remote previews a PDF it fetched with the token from an object URL in a frame.
    frameSrc: ["'self'", 'blob:'],
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
 * A policy's header value, rendered by helmet once; per response only the nonce changes. helmet itself would
 * walk and validate every directive again for each response.
 */
function policyHeader(policy: ContentSecurityPolicyOptions): (request: IncomingMessage) => string {
  const sample = {} as IncomingMessage;
  let rendered = '';
  const response = {
    setHeader: (_name: string, value: string) => {
      rendered = value;
    },
  } as unknown as ServerResponse;
  helmet.contentSecurityPolicy(policy)(sample, response, (error?: unknown) => {
    if (error) throw error;
  });
  const nonce = scriptNonce(sample);
  const at = rendered.indexOf(nonce);
  if (at < 0) return () => rendered;
  const before = rendered.slice(0, at);
  const after = rendered.slice(at + nonce.length);
  return (request) => before + scriptNonce(request) + after;
}

/** Security headers on every response: HTML, files, JSON and errors alike, each middleware built once. */
export default fp(async (app) => {
  const others = helmet({
    hsts: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    contentSecurityPolicy: false,
  });
  const globalPolicy = policyHeader({ useDefaults: false, directives: cspDirectives(app.config) });
  const routePolicies = new WeakMap<ContentSecurityPolicyOptions, (request: IncomingMessage) => string>();
  const policyFor = (policy: ContentSecurityPolicyOptions | undefined) => {
    if (!policy) return globalPolicy;
    let header = routePolicies.get(policy);
    if (!header) {
      header = policyHeader(policy);
      routePolicies.set(policy, header);
    }
    return header;
  };
  app.addHook('onRequest', (request, reply, done) => {
    const policy = request.routeOptions.config.helmet?.contentSecurityPolicy;
    reply.raw.setHeader('Content-Security-Policy', policyFor(policy)(request.raw));
    others(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
