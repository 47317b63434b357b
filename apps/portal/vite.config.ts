import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { hostFederation } from '@portal/portal-kit/vite';
import { defineConfig } from 'vite';

/** The server started by `npm start`: `npm run dev` proxies every non-front-end path to it. */
const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:8080';
const proxiedPrefixes = ['/priv', '/pub', '/api', '/idp', '/oidc', '/mock', '/docs', '/health', '/ready', '/remotes'];

export default defineConfig({
  plugins: [react(), tailwindcss(), hostFederation()],
  build: {
    target: 'es2022',
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
});
