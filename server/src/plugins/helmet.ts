import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers on every response: HTML, files, JSON and errors alike. */
export default fp(async (app) => {
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
        imgSrc: ["'self'", 'data:'],
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
