// `npm run labels:check`: are the label files of labels/ (or of the folder given) complete translations of en-US?
import path from 'node:path';
import {
  findLabelGaps,
  labelsDir,
  readLabelFiles,
  referenceLocale,
  type LabelGapKind,
} from '../server/src/modules/labels/label-files.ts';

const explanation: Record<LabelGapKind, string> = {
  malformed: 'not a text',
  missing: `missing (${referenceLocale} has it)`,
  extra: `extra (not in ${referenceLocale})`,
  'invalid-key': 'key is not group.name',
  empty: 'empty text',
  placeholders: 'placeholders differ',
};

const dir = path.resolve(process.argv[2] ?? labelsDir);
const relative = path.relative(process.cwd(), dir);
const shown = relative.startsWith('..') || path.isAbsolute(relative) ? dir : relative || '.';

const files = await readLabelFiles(dir).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  return process.exit(1);
});

const gaps = findLabelGaps(files);
const reference = files.find((file) => file.locale === referenceLocale);
const keyCount = reference?.texts.size ?? 0;

if (gaps.length === 0) {
  process.stdout.write(`Labels complete: ${files.length} locales with ${keyCount} keys each in ${shown}/.\n`);
  process.exit(0);
}

const width = Math.max(...gaps.map((gap) => explanation[gap.kind].length));
const lines = [`Label gaps in ${shown}/ (reference ${referenceLocale}, ${keyCount} keys):`];
for (const file of files) {
  const own = gaps.filter((gap) => gap.locale === file.locale);
  if (own.length === 0) continue;
  lines.push('', `${path.basename(file.path)}: ${own.length} ${own.length === 1 ? 'gap' : 'gaps'}`);
  for (const gap of own) {
    lines.push(`  ${explanation[gap.kind].padEnd(width)}  ${gap.key}${gap.detail ? ` ${gap.detail}` : ''}`);
  }
}
const locales = new Set(gaps.map((gap) => gap.locale)).size;
lines.push('', `${gaps.length} ${gaps.length === 1 ? 'gap' : 'gaps'} in ${locales} of ${files.length} label files.`);
process.stderr.write(`${lines.join('\n')}\n`);
process.exit(1);
