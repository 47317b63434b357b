import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName, type DataDirLock } from '../../src/db/lock.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const lockModule = path.resolve(import.meta.dirname, '../../src/db/lock.ts');
const held: DataDirLock[] = [];

/** The pid a lock file names (its first word; the second is the id of that acquisition). */
function pidIn(file: string): number {
  return Number(readFileSync(file, 'utf8').trim().split(/\s+/)[0]);
}

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
    expect(pidIn(lock.path)).toBe(process.pid);
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
    expect(pidIn(path.join(dir, lockFileName))).toBe(child.pid);
    const lock = acquire(dir);
    expect(pidIn(lock.path)).toBe(process.pid);
  });

  it('recovers a stale lock whose process has exited', () => {
    const dir = freshDir();
    const exited = spawnSync(process.execPath, ['-e', '']);
    acquire(dir).release();
    writeFileSync(path.join(dir, lockFileName), `${exited.pid}\n`);

    const lock = acquire(dir);
    expect(pidIn(lock.path)).toBe(process.pid);
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
    expect(pidIn(lock.path)).toBe(process.pid);
  });

  it('takes over a stale lock whose takeover a process began and did not finish', () => {
    const dir = freshDir();
    const exited = spawnSync(process.execPath, ['-e', '']);
    acquire(dir).release();
    const lockPath = path.join(dir, lockFileName);
    writeFileSync(lockPath, `${exited.pid} old-id\n`);
    // A process that claimed the stale lock died before removing it.
    writeFileSync(`${lockPath}.${exited.pid}-old-id.claim.0`, `${exited.pid} other-id\n`);
    const lock = acquire(dir);
    expect(pidIn(lock.path)).toBe(process.pid);
  });

  it('takes over a lock file that names no process', () => {
    const dir = freshDir();
    acquire(dir).release();
    writeFileSync(path.join(dir, lockFileName), 'garbage\n');
    expect(pidIn(acquire(dir).path)).toBe(process.pid);
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

  describe('50 processes starting at once', () => {
    /** Starts `count` processes that all try to lock `dir` at the same moment; resolves with each one's verdict. */
    async function race(dir: string, count: number): Promise<string[]> {
      const startAt = Date.now() + 2000;
      const children = Array.from({ length: count }, () =>
        spawn(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `import fs from 'node:fs';
             // Each removal waits a little first, as a process descheduled right before it would: the moment
             // where one process clears a stale lock just after another has replaced it with its own.
             const remove = fs.rmSync;
             fs.rmSync = (...args) => {
               Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.random() * 30);
               return remove(...args);
             };
             const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
             const wait = ${startAt} - Date.now();
             if (wait > 30) await new Promise((resolve) => setTimeout(resolve, wait - 30));
             while (Date.now() < ${startAt});
             try {
               acquireDataDirLock(${JSON.stringify(dir)});
               console.log('won');
               setInterval(() => {}, 1000);
             } catch (error) {
               console.log(error.name === 'DataDirLockedError' ? 'lost' : 'failed: ' + error.message);
               process.exit(0);
             }`,
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        ),
      );
      try {
        return await Promise.all(
          children.map(async (child) => {
            const [output] = (await once(child.stdout, 'data')) as [Buffer];
            return output.toString().trim();
          }),
        );
      } finally {
        for (const child of children) child.kill('SIGKILL');
        await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
      }
    }

    it('let exactly one of them lock a fresh directory', { timeout: 60_000 }, async () => {
      const verdicts = await race(freshDir(), 50);
      expect(verdicts.filter((verdict) => verdict === 'won')).toHaveLength(1);
      expect(verdicts.filter((verdict) => verdict === 'lost')).toHaveLength(49);
    });

    it('let exactly one of them take over a stale lock, every time', { timeout: 120_000 }, async () => {
      for (let round = 0; round < 2; round++) {
        const dir = freshDir();
        acquire(dir).release();
        const exited = spawnSync(process.execPath, ['-e', '']);
        writeFileSync(path.join(dir, lockFileName), `${exited.pid}\n`);
        const verdicts = await race(dir, 50);
        expect(verdicts.filter((verdict) => verdict === 'won')).toHaveLength(1);
        expect(verdicts.filter((verdict) => verdict === 'lost')).toHaveLength(49);
      }
    });
  });
});
