import type { LabelEntry, LabelLocale } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { readSettingsStartingWith, seedHash } from '../../db/settings.ts';
import { gatherLabels, groupsFor, repositoryRoot, usableLabels } from '@portal/contracts/label-files';
import { byKey, forgetLabels, replaceLocaleLabels, type LabelChanges } from './store.ts';

/** `app_settings` key holding the hash of the entries last applied for a locale. */
const stateKeyPrefix = 'labels_hash:';

/** Part of every hash: bump it when what the seed stores changes, so the next start applies every file again. */
const seedFormat = 1;

function hashOf(entries: LabelEntry[]): string {
  const sorted = [...entries].sort(byKey).map((entry) => [entry.key, entry.content]);
  return seedHash(seedFormat, sorted);
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
  const applied = await readSettingsStartingWith(db, stateKeyPrefix);
  const changes: Partial<Record<LabelLocale, LabelChanges>> = {};
  for (const file of files) {
    const entries = usableLabels(file, portalGroups);
    const hash = hashOf(entries);
    const key = `${stateKeyPrefix}${file.locale}`;
    if (applied.get(key) === hash) continue;
    changes[file.locale] = await replaceLocaleLabels(db, file.locale, entries, { key, value: hash });
    forgetLabels(db, file.locale);
  }
  return changes;
}
