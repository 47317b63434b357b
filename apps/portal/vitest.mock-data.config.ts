import { defineConfig } from 'vitest/config';

/**
 * The checks of mock mode's files (apps/portal/mock/, made from the server, not kept in git): a project of their
 * own, so that running the host's tests never waits for the files to be written.
 */
export default defineConfig({
  test: {
    name: 'mock-data',
    // The transport's test, which runs the browser side of mock mode, asks for jsdom itself.
    environment: 'node',
    include: ['test/mock-data/**/*.test.ts'],
    globalSetup: ['test/mock-data/ensure-mock-data.ts'],
  },
});
