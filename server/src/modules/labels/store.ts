import type { LabelEntry, LabelLocale } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { saveSetting } from '../../db/settings.ts';
import { strongEtag } from '../../lib/etag.ts';
import { labels } from '../../db/schema/index.ts';

/** By key, in code unit order: the same on every database, whatever its collation. */
export function byKey(a: { key: string }, b: { key: string }): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** One locale's labels as the API answers them, with the entity tag of that answer. */
export interface LabelSnapshot {
  entries: LabelEntry[];
  /** Strong entity tag (quoted): a hash of the entries. */
  etag: string;
}

/**
 * Snapshots per database and locale. The database is the source, but this process is its only writer (the seed at
 * start), so a locale is read once and kept until the seed changes it.
 */
const snapshots = new WeakMap<Database, Map<LabelLocale, Promise<LabelSnapshot>>>();

async function loadSnapshot(db: Database, locale: LabelLocale): Promise<LabelSnapshot> {
  const rows = await db
    .select({ key: labels.key, content: labels.content })
    .from(labels)
    .where(eq(labels.locale, locale));
  const entries = rows.sort(byKey);
  const etag = strongEtag(JSON.stringify(entries));
  return { entries, etag };
}

/** The labels of `locale`, sorted by key, from the cache or else the database. */
export function labelSnapshot(db: Database, locale: LabelLocale): Promise<LabelSnapshot> {
  let byLocale = snapshots.get(db);
  if (!byLocale) {
    byLocale = new Map();
    snapshots.set(db, byLocale);
  }
  const cached = byLocale.get(locale);
  if (cached) return cached;
  const loading = loadSnapshot(db, locale);
  byLocale.set(locale, loading);
  // A failed read (database unreachable) is not kept: the next request tries again.
  loading.catch(() => {
    if (byLocale.get(locale) === loading) byLocale.delete(locale);
  });
  return loading;
}

/** Drops the cached labels of `locale` after they changed in the database. */
export function forgetLabels(db: Database, locale: LabelLocale): void {
  snapshots.get(db)?.delete(locale);
}

/** Rows per statement, well below PostgreSQL's limit of parameters per query. */
const batchSize = 1000;

export interface LabelChanges {
  inserted: number;
  updated: number;
  deleted: number;
}

function batches<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += batchSize) result.push(items.slice(start, start + batchSize));
  return result;
}

/**
 * Makes the locale's rows equal `entries`, touching only the rows that differ, and in the same transaction stores
 * the setting `applied` (the hash of what was applied).
 */
export async function replaceLocaleLabels(
  db: Database,
  locale: LabelLocale,
  entries: LabelEntry[],
  applied: { key: string; value: string },
): Promise<LabelChanges> {
  return db.transaction(async (tx): Promise<LabelChanges> => {
    const rows = await tx
      .select({ key: labels.key, content: labels.content })
      .from(labels)
      .where(eq(labels.locale, locale));
    const stored = new Map(rows.map((row) => [row.key, row.content]));
    const wanted = new Set(entries.map((entry) => entry.key));
    const changed = entries.filter((entry) => stored.get(entry.key) !== entry.content);
    const removed = rows.filter((row) => !wanted.has(row.key)).map((row) => row.key);

    for (const batch of batches(changed)) {
      await tx
        .insert(labels)
        .values(batch.map((entry) => ({ locale, ...entry })))
        .onConflictDoUpdate({
          target: [labels.locale, labels.key],
          set: { content: sql`excluded.content`, updatedAt: sql`now()` },
        });
    }
    for (const batch of batches(removed)) {
      await tx.delete(labels).where(and(eq(labels.locale, locale), inArray(labels.key, batch)));
    }
    await saveSetting(tx, applied.key, applied.value);
    const inserted = changed.filter((entry) => !stored.has(entry.key)).length;
    return { inserted, updated: changed.length - inserted, deleted: removed.length };
  });
}
