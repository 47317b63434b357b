import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repository; each workspace owns its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'remotes/*/vitest.config.ts', 'server/vitest.config.ts'],
  },
});
