// Builds the host and every remote whose sources changed since its last build.
// Usage: node scripts/build.ts [--all]   (--all rebuilds everything)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { ensureMockData } from './mock-data.ts';

const repoRoot = join(import.meta.dirname, '..');
const sharedInputs = ['packages', 'package-lock.json', 'tsconfig.base.json'];
const ignoredDirectories = new Set(['node_modules', 'dist', 'test', '.__mf__temp', '__mf__virtual']);
const stampFile = '.build-stamp';

interface Target {
  workspace: string;
  directory: string;
}

function buildTargets(): Target[] {
  const remotes = readdirSync(join(repoRoot, 'remotes')).map((name) => `remotes/${name}`);
  return [...remotes, 'apps/portal'].map((directory) => ({
    workspace: directory,
    directory: join(repoRoot, directory),
  }));
}

function collectFiles(path: string, files: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    files.push(path);
    return;
  }
  for (const entry of readdirSync(path)) {
    if (!ignoredDirectories.has(entry)) collectFiles(join(path, entry), files);
  }
}

/** Content hash of everything a build reads, so a fresh clone and an edited file both trigger a build. */
function sourceFingerprint(target: Target): string {
  const files: string[] = [];
  for (const input of [target.directory, ...sharedInputs.map((path) => join(repoRoot, path))])
    collectFiles(input, files);
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    hash.update(relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function ensureBuilt({ all = false } = {}): void {
  for (const target of buildTargets()) {
    const stampPath = join(target.directory, 'dist', stampFile);
    const fingerprint = sourceFingerprint(target);
    if (!all && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === fingerprint) continue;
    console.log(`Building ${target.workspace} ...`);
    execFileSync(join(repoRoot, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: target.directory,
      stdio: 'inherit',
    });
    precompress(join(target.directory, 'dist'));
    writeFileSync(stampPath, fingerprint);
  }
  // A build with label merging falls back on mock mode's labels, which the server serves from apps/portal/mock/
  // (spec 8, label row): that folder is made, not kept in git, so it is written here when missing or stale.
  if (process.env.VITE_LABEL_MERGE === 'true') ensureMockData();
}

/**
 * Text files worth compressing; smaller ones gain nothing over the headers they would add. Not index.html: the
 * server fills in a nonce per response and compresses it then.
 */
const compressible = /\.(?:js|mjs|css|svg|json|webmanifest|txt)$/;
const minimumBytes = 1024;

/**
 * Writes a `.br` and a `.gz` next to every compressible file of a build, at the best settings, once: the server
 * sends them as they are (`preCompressed`) instead of compressing the same files on every request.
 */
function precompress(directory: string): void {
  const files: string[] = [];
  collectFiles(directory, files);
  for (const file of files) {
    if (!compressible.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < minimumBytes) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

if (import.meta.filename === process.argv[1]) {
  ensureBuilt({ all: process.argv.includes('--all') });
}
