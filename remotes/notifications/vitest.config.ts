import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-notifications',
    environment: 'jsdom',
    // One jsdom per worker instead of per file; each file still runs in its own context.
    pool: 'vmThreads',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup-dom.ts'],
  },
});
