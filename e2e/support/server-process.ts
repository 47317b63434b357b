import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');

export interface ServerProcess {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed on stdout so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * A portal server of a test's own, for what the shared one cannot show: restarts, start-up output, other
 * configuration. It gets a fresh embedded database unless `dataDir` names an existing one.
 */
export async function startServer(
  options: {
    /** A free one unless given: a fixed port would clash with another run on the same machine. */
    port?: number;
    dataDir?: string;
    env?: Record<string, string>;
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-extra-'));
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      ...options.env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  // A fresh database is migrated and seeded first: on a busy machine that takes more than a minute.
  const startLimitSeconds = 120;
  const deadline = Date.now() + startLimitSeconds * 1000;
  while (!output.includes('Portal running at')) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start within ${startLimitSeconds} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}
