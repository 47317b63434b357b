import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const created: string[] = [];

/** A new empty directory under the system temp folder, removed after the test file (see `setup/temp-dirs.ts`). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `portal-${prefix}-`));
  created.push(dir);
  return dir;
}

/** Removes every directory `tempDir` made so far (an embedded database directory weighs about 60 MB). */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}
