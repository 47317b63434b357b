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
    fileParallelism: !sharedDatabase,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
