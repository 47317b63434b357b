// Makes sure the system packages the tests use are here before any test runs: the missing ones are installed
// with apt when this user may (root, or sudo without a password), otherwise it stops with the command to run.
// `npm test` runs it; CI adds PostgreSQL. It imports no dependency: CI runs it before `npm ci`.
// Usage: node scripts/system-deps.ts [--with postgresql]
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isSystemPackageName, planSystemPackages, type Machine, type SystemPackageName } from './system-packages.ts';

const { values } = parseArgs({ options: { with: { type: 'string', multiple: true } } });
const extra = values.with ?? [];
const unknown = extra.filter((name) => !isSystemPackageName(name));
if (unknown.length > 0) throw new Error(`Unknown system package ${unknown.join(', ')}`);
const wanted: SystemPackageName[] = ['chromium', 'glewlwyd', ...extra.filter(isSystemPackageName)];

const succeeds = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const thisMachine: Machine = {
  env: process.env,
  exists: existsSync,
  subdirectories: (path) => (existsSync(path) ? readdirSync(path) : []),
  isRoot: process.getuid?.() === 0,
  hasAptGet: () => succeeds('apt-get', ['--version']),
  passwordlessSudo: () => succeeds('sudo', ['-n', 'true']),
};

const plan = planSystemPackages(wanted, thisMachine);
if (plan.action === 'ask') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.action === 'install') {
  console.log(`Installing ${plan.missing.join(', ')} with apt-get (Debian packages the tests use).`);
  // apt's progress goes nowhere; its errors stay on the terminal.
  const quiet: SpawnSyncOptions = { stdio: ['ignore', 'ignore', 'inherit'] };
  for (const [command, ...args] of plan.commands) {
    if (spawnSync(command, args, quiet).status !== 0) {
      console.error(`Failed: ${[command, ...args].join(' ')}`);
      process.exit(1);
    }
  }
  const after = planSystemPackages(wanted, thisMachine);
  if (after.action !== 'none') {
    console.error(
      `Still missing after apt-get: ${after.missing.join(', ')}. Does an environment variable name a binary that is not there?`,
    );
    process.exit(1);
  }
}
