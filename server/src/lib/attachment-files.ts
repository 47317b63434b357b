import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { inMemoryDataDir } from '../config.ts';

/**
 * Where attachment files live: outside the database rows, in a directory of their own in DATA_DIR (`folder`, e.g.
 * `ticket-attachments`; with an in-memory database a temporary directory removed when the app closes). Files are named by a
 * random key only, so a file name sent by a client never becomes a path. New uploads are first written to
 * `staging/` and moved into place once checked and recorded.
 */
export interface AttachmentFiles {
  /** A fresh path in the staging area for an upload. */
  stagingPath(): string;
  /** Moves a staged file into the store; answers its storage key. */
  keep(stagedPath: string): Promise<string>;
  open(storageKey: string): Readable;
  remove(storageKey: string): Promise<void>;
  close(): Promise<void>;
}

const keyPattern = /^[0-9a-f-]{36}$/;

export async function openAttachmentFiles(dataDir: string, folder: string): Promise<AttachmentFiles> {
  const temporary = dataDir === inMemoryDataDir;
  const root = temporary ? await mkdtemp(path.join(os.tmpdir(), `${folder}-`)) : path.join(dataDir, folder);
  const staging = path.join(root, 'staging');
  await mkdir(staging, { recursive: true });
  const fileOf = (storageKey: string) => {
    if (!keyPattern.test(storageKey)) throw new Error(`Not a storage key: ${storageKey}`);
    return path.join(root, storageKey.slice(0, 2), storageKey);
  };
  return {
    stagingPath: () => path.join(staging, randomUUID()),
    async keep(stagedPath) {
      const storageKey = randomUUID();
      const target = fileOf(storageKey);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(stagedPath, target);
      return storageKey;
    },
    open: (storageKey) => createReadStream(fileOf(storageKey)),
    remove: (storageKey) => rm(fileOf(storageKey), { force: true }),
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
