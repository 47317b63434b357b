import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'remote-faqs-tickets', environment: 'node', include: ['test/**/*.test.ts'] },
});
