import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { labelLocales, type LabelLocale } from '@portal/contracts';
import { gatherLabels, groupsFor, labelGroupsByLocale, repositoryRoot } from '@portal/contracts/label-files';
import { tempDir } from './temp-dir.ts';

export type Groups = Record<string, Record<string, string>>;

/** A copy of every area's label folder of the repository, at the same paths below a new root. */
export function labelTreeCopy(): string {
  const root = tempDir('labels');
  for (const area of gatherLabels().areas) {
    cpSync(path.join(repositoryRoot, area.dir, 'labels'), path.join(root, area.dir, 'labels'), { recursive: true });
  }
  return root;
}

/** The folder of the one area of `singleAreaCopy`. */
export const singleArea = 'apps/portal/labels';

/**
 * A root holding the repository's portal texts in one area (`singleArea`), each locale's groups changed by
 * `edit`: what the labels API serves, ready to be edited as one file per locale.
 */
export function singleAreaCopy(edit: (groups: Groups, locale: LabelLocale) => Groups = (groups) => groups): string {
  const root = tempDir('labels');
  const { areas, files } = gatherLabels();
  const portal = labelGroupsByLocale(files, groupsFor(areas, 'portal'));
  mkdirSync(path.join(root, singleArea), { recursive: true });
  for (const locale of labelLocales) {
    writeFileSync(path.join(root, singleArea, `${locale}.json`), JSON.stringify(edit(portal[locale], locale)));
  }
  return root;
}
