import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'remote-account-settings',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup-dom.ts'],
  },
});
