import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { appSettings } from './schema/index.ts';

/** A database or a transaction on it: both can write a setting. */
type Writer = Pick<Database, 'insert'>;

/** Stores (or replaces) one `app_settings` value. */
export async function saveSetting(db: Writer, key: string, value: unknown): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * Fingerprint of seed data, stored as a setting so that a start whose data hashes as last applied skips the work.
 * `format` is bumped when what a seed stores changes, so the next start applies everything again.
 */
export function seedHash(format: number, data: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([format, data]))
    .digest('base64url');
}
