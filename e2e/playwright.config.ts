import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const repoRoot = join(import.meta.dirname, '..');

// A fresh embedded database per run; exported so specs can start a second server on the same directory.
// Workers re-evaluate this file, so the main process's choice wins through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-'));
process.env.E2E_BASE_URL = `http://localhost:${port}`;

/**
 * Two groups. First, on two workers, the specs that change nothing personas share: the feature areas (orders,
 * documents, tickets, updates, account settings; each touches only records of its own) and the specs that only
 * read (host, remotes, server, security policy, error reports, service worker). Then, one at a time in file order,
 * the specs that change what personas share (saved language, chosen account, terms, passwords) or read what
 * earlier specs left.
 */
const parallelSpecs = [
  'orders',
  'documents',
  'tickets',
  'updates',
  'account-settings',
  'account-access',
  // Staff sessions and a ticket of buyer@'s sold-to; nothing another spec counts.
  'on-behalf',
  // Cart hand-offs of its own; nothing another spec reads.
  'order-again',
  'host',
  'remotes',
  'remote-failure',
  'server',
  'security-policy',
  'error-reporting',
  'service-worker',
  'wide-tables',
  // Staff's mail queue page: it only reads.
  'notification-jobs',
  // Each test starts and stops a server of its own.
  'own-server',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'side-by-side', testMatch: parallelSpecs },
    { name: 'shared-personas', testIgnore: parallelSpecs, workers: 1, dependencies: ['side-by-side'] },
  ],
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI against a shared, noisy machine; the list reporter still names any test that needed it.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A shared machine runs these at a third of the speed of a quiet one at times: room for that, not a budget.
  // The journeys of two or three personas passed every step and still ran past a minute with two workers.
  timeout: 120_000,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    locale: 'en-US',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node server/src/main.ts',
    cwd: repoRoot,
    url: `${process.env.E2E_BASE_URL}/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: process.env.E2E_BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every test signs in from the same address; the limit itself has server tests.
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      // Development mode keeps mail in the outbox; the password-reset, invitation and documents tests read it
      // without a staff token.
      NODE_ENV: 'development',
      DEV_OUTBOX_OPEN: 'true',
    },
  },
});
