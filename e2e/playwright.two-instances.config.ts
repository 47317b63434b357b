import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.ts';

/**
 * Two portal servers on one PostgreSQL database (DATABASE_URL, required), as behind a load balancer: both have the
 * same PUBLIC_URL, instance A's address, which the browser uses; instance B listens on the next port and the specs
 * send API calls there. Run after `npm run build`:
 * `DATABASE_URL=postgres://... npx playwright test -c e2e/playwright.two-instances.config.ts`.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('The two-instance tests need DATABASE_URL (a PostgreSQL database of their own).');
const portA = Number(process.env.E2E_PORT ?? 8181);
const portB = portA + 1;
const repoRoot = join(import.meta.dirname, '..');
process.env.E2E_BASE_URL = `http://localhost:${portA}`;
process.env.E2E_INSTANCE_B_URL = `http://localhost:${portB}`;

const serverEnv = (port: number) => ({
  PORT: String(port),
  PUBLIC_URL: `http://localhost:${portA}`,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  SIGN_IN_RATE_LIMIT_MAX: '1000',
});

export default defineConfig({
  testDir: './two-instances',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node server/src/main.ts',
      cwd: repoRoot,
      url: `http://localhost:${portA}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(portA),
    },
    {
      // Started beside A on the same fresh database: the two take turns to migrate and seed (startup lock).
      command: 'node server/src/main.ts',
      cwd: repoRoot,
      url: `http://localhost:${portB}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(portB),
    },
  ],
});
