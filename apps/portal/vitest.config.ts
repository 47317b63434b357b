import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Federated remotes load only in the browser; tests get a stand-in remote for every one.
    alias: [
      {
        find: /^\.\/federation\.ts$/,
        replacement: fileURLToPath(new URL('./test/support/federation-stub.ts', import.meta.url)),
      },
    ],
  },
  test: {
    name: 'host',
    environment: 'jsdom',
    // One jsdom per worker instead of per file; each file still runs in its own context.
    pool: 'vmThreads',
    include: ['test/**/*.test.{ts,tsx}'],
    // The mock files' checks have a project of their own (vitest.mock-data.config.ts).
    exclude: ['test/mock-data/**'],
    setupFiles: ['../../vitest.setup-dom.ts'],
  },
});
