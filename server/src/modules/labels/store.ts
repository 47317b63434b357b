import type { LabelEntry, LabelLocale } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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
