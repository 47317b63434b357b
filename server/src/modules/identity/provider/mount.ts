import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { oidcMountPath } from './provider.ts';

/**
 * Hands everything under /oidc to oidc-provider (a Koa app) on the raw request and response. Rate limiting and
 * the security headers have run by then; their headers are copied over, since a hijacked reply sends none, and
 * oidc-provider extends that CSP itself for the one inline script it needs (form_post).
 */
/** The provider's own limit on request bodies. */
const providerBodyLimit = 56 * 1024;

const mountProvider: FastifyPluginAsync = async (app) => {
  const callback = app.idp.provider.callback();

  // The body is read here, unparsed, so the NUL check (plugins/reject-nul.ts) sees it before the provider does;
  // the provider then parses it from req.body (it warns once that an upstream body was found; that is this).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: providerBodyLimit }, (request, body, done) => {
    Object.assign(request.raw, { body });
    done(null, body);
  });

  const publicUrl = new URL(app.config.PUBLIC_URL);

  async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    // The provider writes absolute URLs (discovery, sign-out form, redirects) from the request's host and scheme.
    // Those are the client's to choose, so they are replaced by PUBLIC_URL's; the client address is the one
    // Fastify worked out (TRUST_PROXY). The provider trusts these forwarded headers (provider.ts) and nothing else.
    Object.assign(request.raw.headers, {
      host: publicUrl.host,
      'x-forwarded-host': publicUrl.host,
      'x-forwarded-proto': publicUrl.protocol.slice(0, -1),
      'x-forwarded-for': request.ip,
    });
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    const raw = request.raw;
    const url = raw.url ?? '/';
    // Like Express's mount: the provider routes on the rest of the path and finds its mount point in originalUrl.
    Object.assign(raw, { originalUrl: url });
    const rest = url.slice(oidcMountPath.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    await callback(raw, reply.raw);
  }

  app.all(oidcMountPath, { schema: { hide: true } }, handOver);
  app.all(`${oidcMountPath}/*`, { schema: { hide: true } }, handOver);
};

export default mountProvider;
