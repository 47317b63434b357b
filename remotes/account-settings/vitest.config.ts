import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'remote-account-settings', environment: 'node', include: ['test/**/*.test.ts'] },
});
