import type { LabelEntry, LabelLocale } from '@portal/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { saveSetting, seedHash } from '../../db/settings.ts';
import { appSettings, labels } from '../../db/schema/index.ts';
import { gatherLabels, groupsFor, repositoryRoot, usableLabels } from '@portal/contracts/label-files';
import { byKey, forgetLabels } from './store.ts';

/** `app_settings` key holding the hash of the entries last applied for a locale. */
const stateKeyPrefix = 'labels_hash:';

/** Part of every hash: bump it when what the seed stores changes, so the next start applies every file again. */
const seedFormat = 1;

/** Rows per statement, well below PostgreSQL's limit of parameters per query. */
const batchSize = 1000;

export interface LabelChanges {
  inserted: number;
  updated: number;
  deleted: number;
}

function hashOf(entries: LabelEntry[]): string {
  const sorted = [...entries].sort(byKey).map((entry) => [entry.key, entry.content]);
  return seedHash(seedFormat, sorted);
}

function batches<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += batchSize) result.push(items.slice(start, start + batchSize));
  return result;
}

/** Makes the locale's rows equal `entries`, touching only the rows that differ, and records `hash` as applied. */
async function applyLocale(db: Database, locale: LabelLocale, entries: LabelEntry[], hash: string) {
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
    await saveSetting(tx, `${stateKeyPrefix}${locale}`, hash);
    const inserted = changed.filter((entry) => !stored.has(entry.key)).length;
    return { inserted, updated: changed.length - inserted, deleted: removed.length };
  });
}

/**
 * Applies the portal's label files, gathered from every area below `root` (the repository by default), to the
 * `labels` table: the files are the source of truth, so new keys are inserted, changed texts updated and keys no
 * longer in a locale's files deleted. The groups of the server's own pages (identity) are not stored: the server
 * reads those from the files. One transaction per locale; the hash covers the locale's entries from all areas, so a
 * locale whose entries hash as last applied is skipped and a restart reads one row.
 * Keys that are not `group.name` are left out (`npm run labels:check` reports them). Returns what changed, by locale.
 */
export async function seedLabels(
  db: Database,
  root: string = repositoryRoot,
): Promise<Partial<Record<LabelLocale, LabelChanges>>> {
  const { areas, files } = gatherLabels(root);
  const portalGroups = groupsFor(areas, 'portal');
  const states = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(like(appSettings.key, `${stateKeyPrefix}%`));
  const applied = new Map(states.map((state) => [state.key, state.value]));
  const changes: Partial<Record<LabelLocale, LabelChanges>> = {};
  for (const file of files) {
    const entries = usableLabels(file, portalGroups);
    const hash = hashOf(entries);
    if (applied.get(`${stateKeyPrefix}${file.locale}`) === hash) continue;
    changes[file.locale] = await applyLocale(db, file.locale, entries, hash);
    forgetLabels(db, file.locale);
  }
  return changes;
}
