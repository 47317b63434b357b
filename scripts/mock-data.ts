/**
 * Mock mode's answers (spec 7) are made, not kept: `apps/portal/mock/` is ignored by git and written by
 * `scripts/generate-mock-data.ts` from the real server. `ensureMockData` writes them again only when what they are
 * made from changed since they were last written: the server with its demo data and migrations, the contracts, the
 * label files of every area, mock mode's own code and the installed libraries.
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const mockRoot = join(repoRoot, 'apps', 'portal', 'mock');
/** The hash of the inputs the files in the folder were made from. */
export const inputsHashFile = '.inputs-hash';

const inputRoots = ['server/', 'packages/contracts/', 'apps/portal/src/mock/'];
const inputFiles = ['scripts/generate-mock-data.ts', 'scripts/mock-data.ts', 'package-lock.json'];

function isInput(file: string): boolean {
  if (inputFiles.includes(file) || file.includes('/labels/')) return true;
  // Server tests do not shape the answers (the generator borrows two of their helpers, which are not tests).
  return inputRoots.some((root) => file.startsWith(root)) && !file.endsWith('.test.ts');
}

/** A hash over the names and contents of every input file, tracked or new (git's view, so ignored files stay out). */
export function mockInputsHash(): string {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const hash = createHash('sha256');
  for (const file of [...new Set(listed.split('\0'))].filter(isInput).sort()) {
    const path = join(repoRoot, file);
    // A file deleted in the working tree is still listed by git until the deletion is staged.
    if (!existsSync(path)) continue;
    hash.update(`${file}\0`).update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

export function recordedInputsHash(): string | null {
  const file = join(mockRoot, inputsHashFile);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** Writes the mock answers when they are missing or older than their inputs; says so on the console. */
export function ensureMockData(log: (line: string) => void = console.log): void {
  if (recordedInputsHash() === mockInputsHash()) return;
  log('Mock data: writing the answers of mock mode from the server and its demo data (about a minute)...');
  const result = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'generate-mock-data.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Writing the mock data failed (exit ${result.status ?? result.signal})`);
}

if (import.meta.main) ensureMockData();
