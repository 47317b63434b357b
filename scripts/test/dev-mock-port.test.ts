import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');
const stubDirectory = mkdtempSync(join(tmpdir(), 'dev-mock-port-'));
afterAll(() => rmSync(stubDirectory, { recursive: true, force: true }));

// npm runs every script as `<script-shell> -c "<script>"`: this shell prints Vite's command line instead of
// starting Vite, and runs every other script (the root's, the workspace's npm call) as sh would.
const printingShell = join(stubDirectory, 'shell');
writeFileSync(printingShell, '#!/bin/sh\ncase "$2" in vite*) printf "%s\\n" "$2"; exit 0;; esac\nexec /bin/sh "$@"\n');
chmodSync(printingShell, 0o755);

it('hands the port of `npm run dev:mock -- --port N` to Vite, not as its root folder', () => {
  const result = spawnSync('npm', ['run', '--silent', 'dev:mock', '--', '--port', '5199', '--strictPort'], {
    cwd: repoRoot,
    env: { ...process.env, npm_config_script_shell: printingShell },
    encoding: 'utf8',
  });
  expect(result.stderr).toBe('');
  expect(result.stdout.trim()).toBe('vite --mode mock --port 5199 --strictPort');
}, 20_000);
