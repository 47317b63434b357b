import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The origin content media comes from when CONTENT_RESOURCE_PATH names another server (a CDN). */
function mediaOrigins(resourcePath: string): string[] {
  return resourcePath.startsWith('/') ? [] : [new URL(resourcePath).origin];
}

/** Security headers on every response: HTML, files, JSON and errors alike. */
export default fp(async (app) => {
  const media = mediaOrigins(app.config.CONTENT_RESOURCE_PATH);
  await app.register(helmet, {
    global: true,
    hsts: { maxAge: 31_536_000, includeSubDomains: true, preload: false },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the swagger UI set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...media],
        // Video banners and their captions.
        mediaSrc: ["'self'", ...media],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
  });
});
