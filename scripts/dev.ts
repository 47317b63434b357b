// The development loop: the host's Vite dev server (hot reload) and, beside it, every remote (or those named)
// rebuilt on each change into remotes/<name>/dist, which the API server serves and the dev server proxies.
// Usage: node scripts/dev.ts [--remote documents] [--remote notifications] [--no-remotes] [--port 5173]
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseDevOptions } from './dev-options.ts';

const repoRoot = join(import.meta.dirname, '..');
const { watchedRemotes: watched, port } = parseDevOptions(
  process.argv.slice(2),
  readdirSync(join(repoRoot, 'remotes')),
);

const children: ChildProcess[] = [];

/** Runs a command with each output line prefixed by its name, so five processes stay readable in one terminal. */
function run(name: string, args: string[], cwd: string): void {
  const child = spawn('npx', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] stopped${code ? ` (exit ${code})` : ''}`);
    stopAll();
  });
  children.push(child);
}

let stopping = false;
function stopAll(): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

for (const name of watched)
  run(name, ['vite', 'build', '--watch', '--logLevel', 'warn'], join(repoRoot, 'remotes', name));
run('host', ['vite', '--port', String(port)], join(repoRoot, 'apps', 'portal'));
console.log(
  `Host dev server with hot reload; ${watched.length > 0 ? `rebuilding ${watched.join(', ')} on change` : 'remotes as built'}. ` +
    `The API runs apart: PUBLIC_URL=http://localhost:${port} NODE_ENV=development npm start`,
);
