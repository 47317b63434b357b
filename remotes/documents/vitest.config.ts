import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'remote-documents', environment: 'node', include: ['test/**/*.test.ts'] },
});
