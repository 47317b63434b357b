import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { labelKeyPattern, labelLocales, type LabelEntry, type LabelLocale } from '@portal/contracts';

/** The repository's labels/ folder: `<locale>.json` per locale, `{ "<group>": { "<name>": "<text>" } }`. */
export const labelsDir = path.resolve(import.meta.dirname, '../../../../labels');

/** The language every other file is compared with. */
export const referenceLocale: LabelLocale = 'en-US';

/** One locale's file, flattened to `group.name` keys. */
export interface LabelFile {
  locale: LabelLocale;
  /** Where it was read from (for messages). */
  path: string;
  /** `group.name` -> text, in file order. */
  texts: Map<string, string>;
  /** Entries that are not a text inside a group, by key (or group): what they are instead. */
  malformed: Map<string, string>;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'an array' : `a ${typeof value}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A parsed file's content as a `LabelFile`; anything that is not `{ group: { name: text } }` is `malformed`. */
export function labelFileFrom(locale: LabelLocale, content: unknown, filePath = `${locale}.json`): LabelFile {
  const file: LabelFile = { locale, path: filePath, texts: new Map(), malformed: new Map() };
  if (!isObject(content)) {
    file.malformed.set('(file)', `is ${kindOf(content)}, not an object of groups`);
    return file;
  }
  for (const [group, names] of Object.entries(content)) {
    if (!isObject(names)) {
      file.malformed.set(group, `is ${kindOf(names)}, not an object of texts`);
      continue;
    }
    for (const [name, text] of Object.entries(names)) {
      const key = `${group}.${name}`;
      if (typeof text === 'string') file.texts.set(key, text);
      else file.malformed.set(key, `is ${kindOf(text)}, not a text`);
    }
  }
  return file;
}

/**
 * Reads the file of every locale from `dir`. A file that is missing or not JSON throws (naming every such file):
 * without it nothing can be said about, or applied to, that locale.
 */
export async function readLabelFiles(dir: string = labelsDir): Promise<LabelFile[]> {
  const failures: string[] = [];
  const files = await Promise.all(
    labelLocales.map(async (locale) => {
      const filePath = path.join(dir, `${locale}.json`);
      try {
        return labelFileFrom(locale, JSON.parse(await readFile(filePath, 'utf8')), filePath);
      } catch (error) {
        failures.push(`${filePath}: ${(error as Error).message}`);
        return undefined;
      }
    }),
  );
  if (failures.length > 0) throw new Error(`Cannot read the label files:\n${failures.sort().join('\n')}`);
  return files.filter((file) => file !== undefined);
}

/** What the database and the API hold of a file: its texts whose key is a valid `group.name`. */
export function usableLabels(file: LabelFile): LabelEntry[] {
  return [...file.texts].filter(([key]) => labelKeyPattern.test(key)).map(([key, content]) => ({ key, content }));
}

export type LabelGapKind = 'missing' | 'extra' | 'empty' | 'invalid-key' | 'malformed' | 'placeholders';

export interface LabelGap {
  locale: LabelLocale;
  kind: LabelGapKind;
  key: string;
  /** What is wrong, for `malformed` and `placeholders`. */
  detail?: string;
}

/** i18next interpolations: `{{name}}`, `{{- name}}` (unescaped), `{{value, format}}`. */
const placeholderPattern = /\{\{-?\s*([^\s,{}]+)[^{}]*\}\}/g;

export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholderPattern), (match) => match[1] ?? ''))].sort();
}

/** i18next plural keys end in a plural category of the language, and those differ: French has `_many`, English not. */
const pluralSuffix = /^(.+)_(zero|one|two|few|many|other)$/;

/** A language's plural categories without `zero`, which i18next adds for a count of 0 where a file has it. */
function pluralCategories(locale: LabelLocale): string[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories.filter((category) => category !== 'zero');
}

/** The plural families of the reference: the base of every `<base>_other` key (the form every language has). */
function pluralBases(reference: LabelFile): Set<string> {
  const bases = new Set<string>();
  for (const key of reference.texts.keys()) {
    const match = pluralSuffix.exec(key);
    if (match?.[1] && match[2] === 'other') bases.add(match[1]);
  }
  return bases;
}

function pluralBaseOf(key: string, bases: Set<string>): string | undefined {
  const base = pluralSuffix.exec(key)?.[1];
  return base !== undefined && bases.has(base) ? base : undefined;
}

/**
 * The keys a file must have, each with the reference key whose placeholders it must use: the reference's keys,
 * except that a plural family takes the forms of the file's language (French `_one`, `_many`, `_other` for English
 * `_one`, `_other`; a form English lacks compares with English `_other`).
 */
function expectedKeys(reference: LabelFile, locale: LabelLocale, bases: Set<string>): Map<string, string> {
  const expected = new Map<string, string>();
  for (const key of reference.texts.keys()) {
    if (pluralBaseOf(key, bases) === undefined) expected.set(key, key);
  }
  for (const base of bases) {
    const forms = pluralCategories(locale).map((category) => `${base}_${category}`);
    if (reference.texts.has(`${base}_zero`)) forms.push(`${base}_zero`);
    for (const form of forms) expected.set(form, reference.texts.has(form) ? form : `${base}_other`);
  }
  return expected;
}

/** A key beyond the expected ones that is still fine: a plural form of the file's language, e.g. `_zero`. */
function isAllowedExtra(key: string, locale: LabelLocale, bases: Set<string>): boolean {
  const base = pluralBaseOf(key, bases);
  if (base === undefined) return false;
  return [...pluralCategories(locale), 'zero'].some((category) => key === `${base}_${category}`);
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

const braces = (names: string[]) => (names.length > 0 ? names.map((name) => `{{${name}}}`).join(' ') : 'none');

/**
 * Everything that keeps the files from being complete translations of the reference (en-US): keys missing or
 * extra compared with it, empty texts, keys that are not `group.name`, entries that are not texts and
 * placeholders that differ from the reference's. In the order of `files`, then by kind and key.
 */
export function findLabelGaps(files: readonly LabelFile[]): LabelGap[] {
  const reference = files.find((file) => file.locale === referenceLocale);
  if (!reference) throw new Error(`The ${referenceLocale} label file is needed as the reference.`);
  const bases = pluralBases(reference);
  const kinds: LabelGapKind[] = ['malformed', 'missing', 'extra', 'invalid-key', 'empty', 'placeholders'];
  const gaps: LabelGap[] = [];
  for (const file of files) {
    const { locale } = file;
    const found: LabelGap[] = [];
    for (const [key, detail] of file.malformed) found.push({ locale, kind: 'malformed', key, detail });
    for (const [key, text] of file.texts) {
      if (!labelKeyPattern.test(key)) found.push({ locale, kind: 'invalid-key', key });
      if (text.trim() === '') found.push({ locale, kind: 'empty', key });
    }
    if (file !== reference) {
      const expected = expectedKeys(reference, locale, bases);
      for (const [key, referenceKey] of expected) {
        const text = file.texts.get(key);
        if (text === undefined) {
          // A malformed entry is reported as such, not a second time as missing.
          if (!file.malformed.has(key)) found.push({ locale, kind: 'missing', key });
          continue;
        }
        const own = placeholdersOf(text);
        const wanted = placeholdersOf(reference.texts.get(referenceKey) ?? '');
        if (!sameList(own, wanted)) {
          const detail = `has ${braces(own)} where ${referenceLocale} has ${braces(wanted)}`;
          found.push({ locale, kind: 'placeholders', key, detail });
        }
      }
      for (const key of file.texts.keys()) {
        if (!expected.has(key) && !isAllowedExtra(key, locale, bases)) found.push({ locale, kind: 'extra', key });
      }
    }
    found.sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    gaps.push(...found);
  }
  return gaps;
}
