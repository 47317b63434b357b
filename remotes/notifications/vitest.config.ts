import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-notifications',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup-dom.ts'],
  },
});
