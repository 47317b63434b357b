import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { hostFederation } from '@portal/portal-kit/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The server replaces it in index.html with each response's Content-Security-Policy nonce (server/src/lib/csp-nonce.ts). */
const cspNoncePlaceholder = 'PORTAL_CSP_NONCE';

/**
 * Vite puts the nonce on the tags it writes; the federation plugin adds its modulepreload links to index.html
 * afterwards, without one, and the policy would refuse them.
 */
function nonceOnFederationPreloads(): Plugin {
  return {
    name: 'portal:nonce-on-federation-preloads',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        index.source = String(index.source).replace(
          /<link rel="modulepreload"(?![^>]*\snonce=)/g,
          `<link rel="modulepreload" nonce="${cspNoncePlaceholder}"`,
        );
      },
    },
  };
}

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

export default defineConfig({
  plugins: [react(), tailwindcss(), hostFederation(), nonceOnFederationPreloads(), serviceWorker],
  html: { cspNonce: cspNoncePlaceholder },
  build: {
    target: 'es2022',
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
