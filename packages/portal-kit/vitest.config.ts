import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'portal-kit',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
