import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { acquireDataDirLock, lockFileName, type DataDirLock } from '../src/db/lock.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/seed/seed-database.ts';
import { tempDir } from './helpers/temp-dir.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** `node src/main.ts` on the embedded database (never CI's DATABASE_URL) in a fresh directory. */
function startMain(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['src/main.ts'], { cwd: serverDir, env: childEnv });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => ({ stdout, stderr }) };
}

function freshDataDir(): string {
  return path.join(tempDir('main'), 'data');
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let lock: DataDirLock | undefined;
afterEach(() => {
  lock?.release();
  lock = undefined;
});

describe('node src/main.ts', () => {
  it('exits 1 with the clear message, and no stack, when another process has the data directory', async () => {
    const dataDir = freshDataDir();
    lock = acquireDataDirLock(dataDir);

    const main = startMain({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await main.exited).toBe(1);
    const { stderr } = main.output();
    expect(stderr).toContain(
      `The embedded database in ${dataDir} is already in use by another portal process (pid ${process.pid}).`,
    );
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 1 naming a bad variable', async () => {
    const main = startMain({ PORT: 'abc' });
    expect(await main.exited).toBe(1);
    expect(main.output().stderr.trim()).toBe(
      'Invalid configuration: PORT must be an integer between 1 and 65535 (got "abc")',
    );
  });

  it('starts, answers /ready and the identity provider, and on SIGTERM stops cleanly and releases the lock', async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const main = startMain({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    try {
      // The demo terms link is the last line printed at start.
      while (!main.output().stdout.includes('Terms acceptance link')) {
        if (main.child.exitCode !== null) throw new Error(`main exited: ${main.output().stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(main.output().stdout).toContain(`Portal running at http://localhost:${port}`);
      expect(existsSync(path.join(dataDir, lockFileName))).toBe(true);

      const ready = await fetch(`http://127.0.0.1:${port}/ready`);
      expect(ready.status).toBe(200);

      const discovery = await fetch(`http://127.0.0.1:${port}/oidc/.well-known/openid-configuration`);
      expect(await discovery.json()).toMatchObject({ issuer: `http://localhost:${port}/oidc` });

      const link = new RegExp(
        `^Terms acceptance link for Brightwater Outdoor Ltd: http://localhost:${port}/public/accept-terms-conditions/(\\S+)$`,
        'm',
      ).exec(main.output().stdout);
      const terms = await fetch(`http://127.0.0.1:${port}/pub/api/v1/cms/terms_and_conditions?token=${link?.[1]}`);
      expect(await terms.json()).toMatchObject({ customerId: '1000105', acceptedAt: null });
    } finally {
      main.child.kill('SIGTERM');
    }
    expect(await main.exited).toBe(0);
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
    // A whole start (migrations and the demo seed on a fresh database) takes about 20 s alone on two cores, and
    // passed 30 s beside the other test files.
  }, 90_000);

  it('with SEED_DEMO=false starts with the reference data only: no demo terms link, no legacy stand-in', async () => {
    const port = await freePort();
    const main = startMain({ DATA_DIR: freshDataDir(), PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false' });
    try {
      while (!main.output().stdout.includes('Portal running at')) {
        if (main.child.exitCode !== null) throw new Error(`main exited: ${main.output().stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(main.output().stdout).not.toContain('Terms acceptance link');
      expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
      // Asked as an API client: a browser's navigation would get the portal's page (and its not-found view).
      const legacy = await fetch(`http://127.0.0.1:${port}/legacy/b2b`, { headers: { accept: 'application/json' } });
      expect(legacy.status).toBe(404);
    } finally {
      main.child.kill('SIGTERM');
    }
    expect(await main.exited).toBe(0);
  });

  describe('with NODE_ENV=production', () => {
    // Settings a production start may require besides; unknown ones are ignored.
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example.com',
      TRUST_PROXY: 'loopback',
      ALLOW_EMBEDDED_DATABASE: 'true',
      INTEGRATION_WEBHOOK_SECRET: 'a-deployment-secret',
    };

    it('exits 1 when SEED_DEMO is true', async () => {
      const main = startMain({ ...production, SEED_DEMO: 'true', DATA_DIR: freshDataDir() });
      expect(await main.exited).toBe(1);
      expect(main.output().stderr).toContain('SEED_DEMO must not be true when NODE_ENV=production');
    });

    it('exits 1 naming the demo personas a database holds, before listening', async () => {
      const dataDir = freshDataDir();
      const seeded = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
      await migrateDatabase(seeded);
      await seedDatabase(seeded.db, { demo: true });
      await seeded.close();

      const main = startMain({ ...production, DATA_DIR: dataDir, PORT: String(await freePort()) });
      expect(await main.exited).toBe(1);
      const { stdout, stderr } = main.output();
      expect(stderr).toContain(
        'The portal could not start: NODE_ENV=production, but the database holds 12 demo persona(s) whose password is published (approver@example.com, buyer@example.com,',
      );
      expect(stdout).not.toContain('Portal running at');
    });
  });
});
