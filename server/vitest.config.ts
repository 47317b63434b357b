import { defineConfig } from 'vitest/config';

// Against a real PostgreSQL (CI sets DATABASE_URL) every file shares one database, so files run one at a time.
const sharedDatabase = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One migrated and seeded embedded database, archived once; each test file starts its own from it.
    globalSetup: ['test/helpers/template-database.ts'],
    setupFiles: ['test/setup/temp-dirs.ts'],
    fileParallelism: !sharedDatabase,
    // Files share a worker's module cache (each still builds its own app on its own database): importing the server
    // once per file was a third of the run. Nothing in the server keeps state at module level that a test relies on.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
