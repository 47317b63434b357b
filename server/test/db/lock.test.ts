import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName, type DataDirLock } from '../../src/db/lock.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const lockModule = path.resolve(import.meta.dirname, '../../src/db/lock.ts');
const held: DataDirLock[] = [];

function freshDir(): string {
  return path.join(tempDir('lock'), 'data');
}

function acquire(dir: string): DataDirLock {
  const lock = acquireDataDirLock(dir);
  held.push(lock);
  return lock;
}

/** A separate process holding the lock on `dir` until it is killed. */
async function lockInChildProcess(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
       acquireDataDirLock(${JSON.stringify(dir)});
       console.log('locked');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [output] = (await once(child.stdout, 'data')) as [Buffer];
  expect(output.toString()).toContain('locked');
  return child;
}

afterEach(() => {
  for (const lock of held.splice(0)) lock.release();
});

describe('acquireDataDirLock', () => {
  it('creates the directory and a lock file holding this pid, removed on release', () => {
    const dir = freshDir();
    const lock = acquire(dir);
    expect(lock.path).toBe(path.join(dir, lockFileName));
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a directory locked by another live process, naming it, and takes over once it is killed', async () => {
    const dir = freshDir();
    const child = await lockInChildProcess(dir);
    try {
      expect(() => acquire(dir)).toThrow(DataDirLockedError);
      expect(() => acquire(dir)).toThrow(
        `The embedded database in ${dir} is already in use by another portal process (pid ${child.pid}). ` +
          'Stop that process first, or point DATA_DIR or DATABASE_URL elsewhere.',
      );
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    // The killed process left its lock file behind: it is stale now.
    expect(readFileSync(path.join(dir, lockFileName), 'utf8').trim()).toBe(String(child.pid));
    const lock = acquire(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
  });

  it('recovers a stale lock whose process has exited', () => {
    const dir = freshDir();
    const exited = spawnSync(process.execPath, ['-e', '']);
    acquire(dir).release();
    writeFileSync(path.join(dir, lockFileName), `${exited.pid}\n`);

    const lock = acquire(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
  });

  it.skipIf(process.platform !== 'linux')('takes over from a killed process its parent has not reaped yet', () => {
    const dir = freshDir();
    acquire(dir).release();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    writeFileSync(path.join(dir, lockFileName), `${child.pid}\n`);
    child.kill('SIGKILL');
    // Node reaps children from its event loop; blocking it keeps the killed child a zombie meanwhile.
    const until = Date.now() + 300;
    while (Date.now() < until);
    expect(readFileSync(`/proc/${child.pid}/stat`, 'utf8')).toMatch(/\) Z /);

    const lock = acquire(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
  });

  it('treats its own pid in a lock it does not hold as a leftover of an earlier process', () => {
    const dir = freshDir();
    acquire(dir).release();
    writeFileSync(path.join(dir, lockFileName), `${process.pid}\n`);
    expect(() => acquire(dir)).not.toThrow();
  });

  it('refuses a second acquire within the same process', () => {
    const dir = freshDir();
    acquire(dir);
    expect(() => acquire(dir)).toThrow(`The embedded database in ${dir} is already open in this process.`);
  });
});
