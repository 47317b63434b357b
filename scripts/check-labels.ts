// `npm run labels:check`: are the label files of every area (below the repository, or below the folder given)
// complete translations of en-US, is every group owned by one area, and are the generated label types current?
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findLabelGaps,
  findTermMixups,
  gatherLabels,
  referenceLocale,
  repositoryRoot,
  sourceOf,
  type GatheredLabels,
  type LabelGapKind,
} from '@portal/contracts/label-files';
import { labelTypesFile, renderLabelTypes } from './label-types.ts';

const explanation: Record<LabelGapKind, string> = {
  malformed: 'not a text',
  missing: `missing (${referenceLocale} has it)`,
  extra: `extra (not in ${referenceLocale})`,
  'invalid-key': 'key is not group.name',
  empty: 'empty text',
  placeholders: 'placeholders differ',
};

const root = path.resolve(process.argv[2] ?? repositoryRoot);
const relative = path.relative(process.cwd(), root);
const shown = relative.startsWith('..') || path.isAbsolute(relative) ? root : relative || '.';

let gathered: GatheredLabels;
try {
  gathered = gatherLabels(root);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const { areas, files } = gathered;

const gaps = findLabelGaps(files);
const reference = files.find((file) => file.locale === referenceLocale);
const keyCount = reference?.texts.size ?? 0;

if (gaps.length > 0) {
  const width = Math.max(...gaps.map((gap) => explanation[gap.kind].length));
  const lines = [`Label gaps below ${shown}/ (reference ${referenceLocale}, ${keyCount} keys):`];
  const owners = new Map(areas.flatMap((area) => area.groups.map((group) => [group, area.dir] as const)));
  const byFile = new Map<string, string[]>();
  for (const gap of gaps) {
    const file = files.find((candidate) => candidate.locale === gap.locale);
    const owner = owners.get(gap.key.slice(0, gap.key.indexOf('.')));
    const where =
      (file && sourceOf(file, gap.key)) ?? (owner ? `${owner}/labels/${gap.locale}.json` : `${gap.locale}.json`);
    const line = `  ${explanation[gap.kind].padEnd(width)}  ${gap.key}${gap.detail ? ` ${gap.detail}` : ''}`;
    byFile.set(where, [...(byFile.get(where) ?? []), line]);
  }
  for (const [where, own] of byFile) {
    lines.push('', `${where}: ${own.length} ${own.length === 1 ? 'gap' : 'gaps'}`, ...own);
  }
  const fileCount = `${byFile.size} ${byFile.size === 1 ? 'label file' : 'label files'}`;
  lines.push('', `${gaps.length} ${gaps.length === 1 ? 'gap' : 'gaps'} in ${fileCount}.`);
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
}

// One term per thing in each language (the term lists of @portal/contracts/label-files).
const mixups = findTermMixups(files);
if (mixups.length > 0) {
  const lines = [`Label texts using a word their language's term list avoids below ${shown}/:`];
  for (const { locale, key, found, term } of mixups) {
    const file = files.find((candidate) => candidate.locale === locale);
    const where = (file && sourceOf(file, key)) ?? `${locale}.json`;
    lines.push(`  ${where}: ${key} says "${found}"; ${locale} uses ${term.use} (${term.because})`);
  }
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
}

// The generated key types follow en-US of the repository: a stale file fails (only when checking the repository).
if (root === repositoryRoot) {
  const current = readFileSync(labelTypesFile, 'utf8');
  if (current !== (await renderLabelTypes(gathered))) {
    process.stderr.write(
      `${path.relative(process.cwd(), labelTypesFile)} does not match the en-US label files: run npm run labels:types.\n`,
    );
    process.exit(1);
  }
}

process.stdout.write(
  `Labels complete: ${files.length} locales with ${keyCount} keys each from ${areas.length} areas below ${shown}/.\n`,
);
