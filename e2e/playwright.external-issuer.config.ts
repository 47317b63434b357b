import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.ts';
import { issuer, portalEnv, portalOrigin, portalPort } from './external-issuer/e2e-issuer.ts';

/**
 * The portal against an independent OpenID provider: Glewlwyd from Debian, set up through its admin API
 * with fresh keys, and a portal started with only the OIDC_* variables a deployment sets.
 */
const repoRoot = join(import.meta.dirname, '..');
process.env.E2E_EXTERNAL_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-sso-'));

export default defineConfig({
  testDir: './external-issuer',
  outputDir: './test-results-sso',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-sso' }]],
  // Two sign-in pages (the portal's and the provider's) and a sign-out confirmation per journey.
  timeout: 120_000,
  use: {
    baseURL: portalOrigin,
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node e2e/external-issuer/e2e-issuer.ts',
      cwd: repoRoot,
      url: `${issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server/src/main.ts',
      cwd: repoRoot,
      url: `${portalOrigin}/ready`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(portalPort),
        PUBLIC_URL: portalOrigin,
        DATA_DIR: process.env.E2E_EXTERNAL_DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        ...portalEnv,
      },
    },
  ],
});
