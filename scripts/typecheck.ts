// Type-checks every workspace that has a `typecheck` script, as many at a time as the machine has cores
// (each tsc is single-threaded), and prints each one's output once it is done.
// Usage: node scripts/typecheck.ts
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');
const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const { workspaces } = readJson<{ workspaces: string[] }>(join(repoRoot, 'package.json'));

/** The workspace folders the root manifest names (`packages/*` expands to its folders with a package.json). */
function workspaceDirectories(): string[] {
  return workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repoRoot, parent))
      .filter((name) => existsSync(join(repoRoot, parent, name, 'package.json')))
      .sort()
      .map((name) => `${parent}/${name}`);
  });
}

const targets = workspaceDirectories().filter(
  (directory) =>
    readJson<{ scripts?: Record<string, string> }>(join(repoRoot, directory, 'package.json')).scripts?.typecheck,
);

function typecheck(directory: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: join(repoRoot, directory) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const queue = [...targets];
let failed = 0;
async function worker(): Promise<void> {
  for (let directory = queue.shift(); directory; directory = queue.shift()) {
    const { code, output } = await typecheck(directory);
    const text = output.replace(/^npm warn .*\n?/gm, '').trim();
    console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${directory}${text ? `\n${text}` : ''}`);
    if (code !== 0) failed += 1;
  }
}

await Promise.all(Array.from({ length: Math.min(availableParallelism(), targets.length) }, () => worker()));
if (failed > 0) {
  console.error(`${failed} of ${targets.length} workspaces fail the type check.`);
  process.exit(1);
}
console.log(`${targets.length} workspaces type-check.`);
