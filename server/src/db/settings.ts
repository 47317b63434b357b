import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
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

/** One `app_settings` value, or undefined when the key has none. */
export async function readSetting(db: Database, key: string): Promise<unknown> {
  const [stored] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return stored?.value;
}

/** The `app_settings` values whose keys start with `prefix`, by key. */
export async function readSettingsStartingWith(db: Database, prefix: string): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(like(appSettings.key, `${prefix}%`));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Stores one `app_settings` value unless the key has one already (the first of parallel writers wins). */
export async function insertSettingUnlessSet(db: Writer, key: string, value: unknown): Promise<void> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
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
