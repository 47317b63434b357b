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

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Links a complete temporary file into place, so no reader ever sees a half-written lock. */
function tryCreate(lockPath: string): boolean {
  const temporary = `${lockPath}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${process.pid}\n`);
  try {
    fs.linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** Locks `dir` (created if missing) for this process; a lock left by a dead process is taken over. */
export function acquireDataDirLock(dir: string): DataDirLock {
  const lockPath = path.join(dir, lockFileName);
  if (heldByThisProcess.has(lockPath)) {
    throw new DataDirLockedError(`The embedded database in ${dir} is already open in this process.`);
  }
  fs.mkdirSync(dir, { recursive: true });

  // A few rounds: another process may create or remove the file between our steps.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(lockPath)) {
      heldByThisProcess.add(lockPath);
      return { path: lockPath, release: () => release(lockPath) };
    }
    const owner = readOwner(lockPath);
    // Our own pid in a lock we do not hold is a leftover of an earlier process that had the same pid
    // (containers restart with the same pid), so it is stale like a dead one.
    if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `The embedded database in ${dir} is already in use by another portal process (pid ${owner}). ` +
          'Stop that process first, or point DATA_DIR or DATABASE_URL elsewhere.',
      );
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dir}: ${lockPath} keeps changing.`);
}

function release(lockPath: string): void {
  if (!heldByThisProcess.delete(lockPath)) return;
  // Only remove the file while it is still ours.
  if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
}
