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
 * documents, tickets, updates, account settings; each touches only records of its own), the specs that only
 * read (host, remotes, server, security policy, error reports, service worker), and those that make their changes
 * with users of their own (e2e/personas/, seeded beside the demo). Then, one at a time in file order, the specs
 * that change what personas share (saved language, chosen account, terms, passwords, favourites, preferences) or
 * read what earlier specs left. docs/testing.md says how a spec gets a user of its own.
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
  // The landings of the personas as seeded; the account choice by a user of its own (e2e/personas/). newterms@'s
  // sold-to accepts the terms, which identity (either landing will do) alone reads beside it.
  'accounts',
  // Language switches by users of their own; the rest only reads.
  'shell',
  'dashboards',
  // The password reset and the throttled sign-in by users of its own; signing out ends only its own sign-in.
  'identity',
  // The choice lives in the browser; buyer@, staff@, multi@ and pending@ are only read.
  'cookie-consent',
  // Its own customer (2000000 range) and requests, found by its own names; staff@'s favourites untouched.
  'customer-creation',
  // buyer@'s recent searches, which only this spec reads; limited@ only reads.
  'search',
  // Only reads buyer@'s billing figures, which no spec changes.
  'account-summary',
  // An invitation to an address of its own, approved by staff@ in a list filtered by that address.
  'pending-invitations',
  // Signs buyer@ in at another host name; changes nothing.
  'public-address',
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
    // Migrating and seeding a fresh database took 65 s on two cores busy with other work.
    timeout: 180_000,
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
      // Users of the personas' shapes that one spec each changes (language, chosen sold-to, password), so those
      // specs run side by side (docs/testing.md).
      SEED_EXTRA_PERSONAS_DIR: join(import.meta.dirname, 'personas'),
    },
  },
});
