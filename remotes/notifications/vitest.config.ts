import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'remote-notifications', environment: 'node', include: ['test/**/*.test.ts'] },
});
