import { access, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { remotes, type ApiError, type RuntimeConfig } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { contentMountPath } from '../config.ts';
import { noncePlaceholder, scriptNonce } from '../lib/csp-nonce.ts';
import { pageHeadParts } from '../lib/page-head.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a browser navigation with the SPA shell (503 JSON while the portal is not built). */
    sendSpaIndex(): Promise<FastifyReply>;
  }
}

/**
 * Vite gives files under assets/ a content hash, so they never change; everything else keeps its name
 * across builds (index.html, sw.js, a remote's remoteEntry.js) and must be revalidated on every use.
 */
function cacheHeaders(root: string) {
  return (reply: FastifyReply, filePath: string) => {
    const relative = path.relative(root, filePath).split(path.sep).join('/');
    reply.header('cache-control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
}

/** Whether the last segment of a URL's path looks like a file name (`/assets/app.js`, not `/dashboard`). */
export function namesFile(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '/';
  return pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * A request for a file of one of the mounts below (`/*`, `/remotes/<name>/*`) or of the content media
 * (CONTENT_RESOURCE_PATH), found or not.
 */
export function isFileRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  const media = contentMountPath(request.server.config.CONTENT_RESOURCE_PATH);
  const mounted =
    route === '/*' || remotes.some((remote) => route === `/remotes/${remote.name}/*`) || route?.startsWith(`${media}/`);
  return Boolean(mounted) && namesFile(request.url);
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The built index.html with this response's nonce in place of the build's placeholder; null while the portal is
 * not built. One stat per page: the file is read again only when it changes, so a new build is served without
 * a restart.
 */
function spaIndexRenderer(indexFile: string, runtimeConfig: RuntimeConfig | undefined) {
  let cached: { mtimeMs: number; parts: string[] } | undefined;
  return async (request: FastifyRequest): Promise<string | null> => {
    const mtimeMs = await stat(indexFile).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, parts: (await readFile(indexFile, 'utf8')).split(noncePlaceholder) };
    }
    return cached.parts
      .join(scriptNonce(request))
      .replace('</head>', `${pageHeadParts(request, runtimeConfig)}</head>`);
  };
}

const notBuilt: ApiError = {
  error: 'Service Unavailable',
  message: 'The portal front end is not built yet. Run `npm run build`, then reload this page.',
};

/** The mock labels below `/mock/` (file names: apps/portal/src/mock/mock-calls.ts). */
const mockLabelFile = /^\/common\/get\/(pub|priv)\/api\/v1\/labels\/[a-z]{2}-[A-Z]{2}\.json$/;

/** The built host SPA at `/` and each remote's build at `/remotes/<name>/`. Missing builds are not fatal. */
export interface StaticFilesOptions {
  /** Sent inline with every page, so the SPA does not ask for it before its first screen. */
  runtimeConfig?: RuntimeConfig;
}

export default fp<StaticFilesOptions>(async (app, { runtimeConfig }) => {
  const portalDir = path.join(app.config.STATIC_ROOT, 'apps', 'portal', 'dist');
  const indexFile = path.join(portalDir, 'index.html');
  if (!(await exists(indexFile))) {
    app.log.warn(`The portal is not built (${indexFile} is missing): run \`npm run build\`.`);
  }

  // Unknown files fall through to the not-found handler, which falls back to index.html for navigations.
  // index.html itself is never sent as a file: only with a nonce, from sendSpaIndex.
  await app.register(fastifyStatic, {
    root: portalDir,
    prefix: '/',
    index: false,
    allowedPath: (pathname) => pathname !== '/index.html',
    // The build writes .br and .gz files next to the big ones (scripts/build.ts): sent as they are.
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(portalDir),
    suppressWarning: true,
  });
  for (const remote of remotes) {
    const root = path.join(app.config.STATIC_ROOT, 'remotes', remote.name, 'dist');
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote.name}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders(root),
      suppressWarning: true,
    });
  }

  // Spec 8, label row: a build with label merging (VITE_LABEL_MERGE) fills in the mock labels when the real ones
  // fail. Of the mock files (apps/portal/mock, mock mode) only those labels are served: the rest is demo data.
  const mockRoot = path.join(app.config.STATIC_ROOT, 'apps', 'portal', 'mock');
  await app.register(fastifyStatic, {
    root: mockRoot,
    prefix: '/mock/',
    decorateReply: false,
    index: false,
    allowedPath: (pathname) => mockLabelFile.test(pathname),
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header('cache-control', 'no-cache'),
    suppressWarning: true,
  });

  const renderIndex = spaIndexRenderer(indexFile, runtimeConfig);
  const publicOrigin = new URL(app.config.PUBLIC_URL);
  // The static mount sends no index file (it would lack the nonce), so the root is a page like any other.
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendSpaIndex());
  app.decorateReply('sendSpaIndex', async function (this: FastifyReply) {
    // The page only works at its public address: the security policy and the provider's issuer name that
    // origin, so at another one (127.0.0.1 for localhost, a bare IP) sign-in could not even start.
    if (this.request.host !== publicOrigin.host) {
      return this.redirect(new URL(this.request.url, publicOrigin).href, 302);
    }
    const page = await renderIndex(this.request);
    if (page === null) return this.code(503).send(notBuilt);
    // Without validators, no-cache means every use fetches a fresh page, and with it a fresh nonce.
    return this.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
});
