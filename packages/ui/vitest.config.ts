import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['test/**/*.test.tsx'],
    setupFiles: ['../../vitest.setup-dom.ts'],
  },
});
