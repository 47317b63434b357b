import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.ts';

/**
 * Mock mode (`npm run dev:mock`): the host's dev server alone, no API server, database or identity provider.
 * `npm run test:mock` runs these specs; they are not part of `npm test` (the spec's mock delays make a sign-in
 * take several seconds).
 */
const port = Number(process.env.E2E_MOCK_PORT ?? 5175);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './mock',
  // Apart from the main suite's test-results/, which that suite empties when it starts.
  outputDir: join(tmpdir(), 'portal-e2e-mock-results'),
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npm run dev:mock -w @portal/host -- --port ${port} --strictPort`,
    cwd: join(import.meta.dirname, '..'),
    url: baseURL,
    reuseExistingServer: false,
    // The first start writes the mock answers from the server (scripts/mock-data.ts), a minute or two.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
