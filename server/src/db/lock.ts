import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its data directory, and two processes writing to it corrupt it.
 * This lock file, holding the owner's pid, makes a second portal process fail with a clear message instead.
 */
export const lockFileName = '.portal.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

/** Directories locked by this process, so a second acquire in the same process fails too. */
const heldByThisProcess = new Set<string>();

/** What a lock (or claim) file says: the owner's pid and a random id of that one acquisition. */
interface Owner {
  pid: number;
  /** Tells two locks of the same pid apart (a restarted container reuses pids); empty in older lock files. */
  id: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** A killed process stays a zombie until its parent reaps it, which can take a while; it holds nothing. */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "<pid> (<command, may hold spaces and parentheses>) <state> ..."
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // no /proc (macOS, Windows): trust kill(pid, 0)
  }
}

/**
 * Whether a file's owner can no longer hold it: its process is gone, or it names this process, which holds no
 * such file at that moment (acquiring is synchronous), so it is a leftover of an earlier process with the same
 * pid (containers restart with the same pid).
 */
function isStale(owner: Owner): boolean {
  return owner.pid <= 0 || owner.pid === process.pid || !isAlive(owner.pid);
}

function readOwner(file: string): Owner | undefined {
  try {
    const [pid = '', id = ''] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
    const number = Number(pid);
    // An unreadable owner counts as a dead one: no live portal process writes such a file.
    return Number.isInteger(number) && number > 0 ? { pid: number, id } : { pid: 0, id: '' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function sameOwner(a: Owner | undefined, b: Owner): boolean {
  return a !== undefined && a.pid === b.pid && a.id === b.id;
}

/**
 * Creates `file` holding `owner` if no file has that name, atomically: a complete temporary file is linked into
 * place, so of racing processes exactly one succeeds and no reader ever sees a half-written file.
 */
function createExclusive(file: string, owner: Owner): boolean {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, `${owner.pid} ${owner.id}\n`);
  try {
    fs.linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function pause(milliseconds: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

/**
 * Removes the stale lock `stale` from `lockPath`, unless another process is doing so or already has. Deleting on
 * the evidence of an earlier read would race: another process may have replaced the stale lock with its own in
 * between. So the removal needs a claim on that very lock (named after its owner's pid and id, created
 * exclusively): only the claimant removes, and only while the file still is the stale one, which nobody else can
 * remove or replace meanwhile. A claim whose process died is passed over with the next claim number.
 */
function removeStaleLock(lockPath: string, stale: Owner, self: Owner): void {
  const claimPrefix = `${lockPath}.${stale.pid}-${stale.id || 'legacy'}.claim`;
  for (let claimNumber = 0, rounds = 0; rounds < 1000; rounds++) {
    const claim = `${claimPrefix}.${claimNumber}`;
    if (createExclusive(claim, self)) {
      try {
        if (sameOwner(readOwner(lockPath), stale)) fs.rmSync(lockPath, { force: true });
      } finally {
        // Only now, with the stale lock gone, may the claims of dead claimants go: a process claiming again
        // finds a lock that is not the stale one and leaves it alone.
        for (let number = 0; number <= claimNumber; number++) fs.rmSync(`${claimPrefix}.${number}`, { force: true });
      }
      return;
    }
    const claimant = readOwner(claim);
    if (claimant === undefined) continue; // finished just now: try the same claim again
    if (isStale(claimant)) {
      claimNumber++;
      continue;
    }
    // Someone alive is removing it: wait for them, then look at the lock again.
    if (!sameOwner(readOwner(lockPath), stale)) return;
    pause(5);
  }
}

/** Locks `dir` (created if missing) for this process; a lock left by a dead process is taken over. */
export function acquireDataDirLock(dir: string): DataDirLock {
  const lockPath = path.join(dir, lockFileName);
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirLockedError(`The embedded database in ${dir} is already open in this process.`);
  }
  fs.mkdirSync(dir, { recursive: true });
  const self: Owner = { pid: process.pid, id: randomUUID() };

  // A few rounds: other processes may create or remove the file between our steps.
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusive(lockPath, self)) {
      heldByThisProcess.add(lockPath);
      return { path: lockPath, release: () => release(lockPath, self) };
    }
    const owner = readOwner(lockPath);
    if (owner === undefined) continue;
    if (!isStale(owner)) {
      throw new DataDirLockedError(
        `The embedded database in ${dir} is already in use by another portal process (pid ${owner.pid}). ` +
          'Stop that process first, or point DATA_DIR or DATABASE_URL elsewhere.',
      );
    }
    removeStaleLock(lockPath, owner, self);
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dir}: ${lockPath} keeps changing.`);
}

function release(lockPath: string, self: Owner): void {
  if (!heldByThisProcess.delete(lockPath)) return;
  // Only remove the file while it is still ours.
  if (sameOwner(readOwner(lockPath), self)) fs.rmSync(lockPath, { force: true });
}
