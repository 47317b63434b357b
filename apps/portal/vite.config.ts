import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { hostSharedLibraries } from '@portal/portal-kit/vite';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pageCodePreloads } from './page-code-preloads.ts';

/** The server replaces it in index.html with each response's Content-Security-Policy nonce (server/src/lib/csp-nonce.ts). */
const cspNoncePlaceholder = 'PORTAL_CSP_NONCE';

/**
 * /sw.js precaches the host's own code so a repeat visit starts from the cache. Never cached: index.html (it
 * carries a per-response nonce), the remotes and their remoteEntry.js (deployed on their own), and every API
 * answer (personal data): the worker has no runtime routes, so those requests go to the network untouched.
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['assets/**/*.{js,css}'],
    globIgnores: ['**/remoteEntry*'],
    navigateFallback: null,
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    // One file: the worker's own scripts cannot carry a nonce, so it imports nothing.
    inlineWorkboxRuntime: true,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

/** The server started by `npm start`: `npm run dev` proxies every non-front-end path to it. */
const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';
const proxiedPrefixes = ['/priv', '/pub', '/api', '/idp', '/oidc', '/mock', '/docs', '/health', '/ready', '/remotes'];

/** The mock answers (`npm run mock:generate`), served at /mock/ by the dev server in mock mode. */
const mockRoot = fileURLToPath(new URL('./mock/', import.meta.url));

/** Built remotes (`npm run build`), served at /remotes/<name>/ by the dev server in mock mode. */
const remotesRoot = fileURLToPath(new URL('../../remotes/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A file below a folder, or null for a path that would leave it. */
function fileBelow(root: string, relativePath: string): string | null {
  const file = normalize(join(root, relativePath));
  return file.startsWith(root) && !file.includes(`${sep}..`) ? file : null;
}

/** The remote's built file for `/remotes/<name>/<path>`: remotes/<name>/dist/<path>. */
function remoteFile(pathname: string): string | null {
  const [name = '', ...rest] = pathname.slice('/remotes/'.length).split('/');
  return /^[a-z-]+$/.test(name) ? fileBelow(remotesRoot, join(name, 'dist', ...rest)) : null;
}

/**
 * Dev server only: serves apps/portal/mock/ at /mock/ (mock mode, or label merging without a server that has
 * them). In mock mode, with no server behind it, it also serves the built remotes and takes the error reports
 * the portal sends with `fetch`.
 */
function mockFiles(mockMode: boolean): Plugin {
  return {
    name: 'portal:mock-files',
    apply: 'serve',
    configureServer(server) {
      // The answers are made from the server, not kept in git: written on first use and when their inputs changed.
      const made = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'mock-data.ts')], { stdio: 'inherit' });
      if (made.status !== 0) throw new Error('The mock data could not be written (see above)');
      server.middlewares.use((request, response, next) => {
        const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (mockMode && request.method === 'POST' && /^\/pub\/api\/v1\/(client-errors|csp-reports)$/.test(pathname)) {
          response.statusCode = 204;
          response.end();
          return;
        }
        if (request.method !== 'GET') return next();
        const file = pathname.startsWith('/mock/')
          ? fileBelow(mockRoot, pathname.slice('/mock/'.length))
          : mockMode && pathname.startsWith('/remotes/')
            ? remoteFile(pathname)
            : null;
        if (!file) return next();
        readFile(file).then(
          (body) => {
            response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(body);
          },
          () => {
            response.statusCode = 404;
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify({ error: 'Not Found', message: `No file for ${pathname}` }));
          },
        );
      });
    },
  };
}

/**
 * Fewer, larger files for the first screen (ADR 036). Left to itself the bundler split the code every page shares
 * into some 50 files for /login, many under 1 KiB; over HTTP/1.1 (six connections a host) each costs a round
 * trip, which is what held the first paint back on a slow link. The libraries every first screen runs go into one
 * chunk, and common chunks under 16 KiB of source are copied into the chunks that read them (the bundler's
 * runtime keeps one instance of each module). The price is a few KiB of code a page may not run.
 */
const firstScreenChunks = {
  groups: [
    {
      name: 'framework',
      test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|zod)[\\/]/,
    },
  ],
  experimentalInlineCommonChunks: {
    maxSize: 16 * 1024,
    // A chunk with styles stays a file: Vite emits a module's CSS from every chunk that lists it.
    exclude: /\.css(\?|$)/,
  },
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
  const mockMode = env.VITE_MOCK === 'true';
  const servesMockFiles = mockMode || env.VITE_LABEL_MERGE === 'true';
  // Mock mode has no server behind it; label merging alone still proxies the API but serves /mock/ itself.
  const proxied = mockMode ? [] : proxiedPrefixes.filter((prefix) => !(servesMockFiles && prefix === '/mock'));
  return {
    plugins: [
      react(),
      tailwindcss(),
      hostSharedLibraries(),
      pageCodePreloads({ nonce: cspNoncePlaceholder }),
      serviceWorker,
      ...(servesMockFiles ? [mockFiles(mockMode)] : []),
    ],
    html: { cspNonce: cspNoncePlaceholder },
    build: {
      target: 'es2022',
      rolldownOptions: { output: { codeSplitting: firstScreenChunks } },
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
    },
  };
});
