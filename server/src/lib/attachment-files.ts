import { createReadStream } from 'node:fs';
import { access, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
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
  /**
   * Puts `content` under a key of the caller's (a file whose key is made from its checksum, like the demo's
   * attachments), unless the store has that key already; written to staging first, then moved into place.
   */
  putFixed(storageKey: string, content: Uint8Array): Promise<void>;
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
    async putFixed(storageKey, content) {
      const target = fileOf(storageKey);
      const present = await access(target).then(
        () => true,
        () => false,
      );
      if (present) return;
      const staged = path.join(staging, randomUUID());
      await writeFile(staged, content);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(staged, target);
    },
    open: (storageKey) => createReadStream(fileOf(storageKey)),
    remove: (storageKey) => rm(fileOf(storageKey), { force: true }),
    async close() {
      if (temporary) await rm(root, { recursive: true, force: true });
    },
  };
}
