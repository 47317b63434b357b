import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const created: string[] = [];

// Registered while the importing test file is collected, so each file removes what it created
// (an embedded database directory weighs about 40 MB).
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty directory under the system temp folder, removed after the test file. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `portal-${prefix}-`));
  created.push(dir);
  return dir;
}
