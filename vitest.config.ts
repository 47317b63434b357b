import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repository; each workspace owns its own project config.
export default defineConfig({
  test: {
    projects: [
      '{packages,apps,remotes}/*/vitest.config.ts',
      'apps/portal/vitest.mock-data.config.ts',
      '{server,bench,scripts}/vitest.config.ts',
    ],
  },
});
