// Node only (reads the repository): `@portal/contracts/label-files`, for the server's seed and identity pages,
// `npm run labels:check`, the label types generator and test helpers. Never imported by the isomorphic index.
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLabelLocale, labelKeyPattern, labelLocales, type LabelEntry, type LabelLocale } from '../src/labels.ts';

/** The repository's root: label files are found below it by `labelAreaPatterns`. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Where the areas keep their label files, relative to the repository's root: each area has a `labels/` folder
 * with one `<locale>.json` per locale, `{ "<group>": { "<name>": "<text>" } }`. The area that holds a group owns
 * it: no other area may declare that group.
 */
export const labelAreaPatterns = [
  'apps/*/labels', // an app's own groups (the host's shell)
  'apps/*/src/features/*/labels', // a host feature's group
  'remotes/*/labels', // a remote's group
  'server/src/modules/*/labels', // a server module's own pages and mails (identity)
] as const;

/** Who reads an area's texts: the portal (seeded into the database, served by the labels API) or the server's own pages. */
export type LabelAudience = 'portal' | 'server';

export interface LabelArea {
  /** The area's folder relative to the root, e.g. `remotes/documents` (its files are in `<dir>/labels/`). */
  dir: string;
  audience: LabelAudience;
  /** The groups its files declare, sorted. */
  groups: string[];
}

/** The language every other file is compared with. */
export const referenceLocale: LabelLocale = 'en-US';

/** One locale's texts gathered from every area's file, flattened to `group.name` keys. */
export interface LabelFile {
  locale: LabelLocale;
  /** Where it was read from (for messages): the area files of this locale, relative to the root. */
  path: string;
  /** `group.name` -> text, in area and file order. */
  texts: Map<string, string>;
  /** Entries that are not a text inside a group, by key (or group): what they are instead. */
  malformed: Map<string, string>;
  /** The file (relative to the root) each group of this locale was read from. */
  sources: Map<string, string>;
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
  const file: LabelFile = { locale, path: filePath, texts: new Map(), malformed: new Map(), sources: new Map() };
  if (!isObject(content)) {
    file.malformed.set(`(${filePath})`, `is ${kindOf(content)}, not an object of groups`);
    return file;
  }
  for (const [group, names] of Object.entries(content)) {
    file.sources.set(group, filePath);
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

export interface GatheredLabels {
  areas: LabelArea[];
  /** One per locale, in `labelLocales` order: every area's groups. */
  files: LabelFile[];
}

/**
 * Finds every area's label files below `root` and gathers them per locale. Throws, naming every problem, when a
 * file is missing or not JSON, a `labels/` folder holds a file that is not `<locale>.json`, or a group is
 * declared by two areas: without a sound set of files nothing can be said about, or applied to, the labels.
 */
export function gatherLabels(root: string = repositoryRoot): GatheredLabels {
  const failures: string[] = [];
  const dirs = labelAreaPatterns
    .flatMap((pattern) => globSync(pattern, { cwd: root }))
    .map((dir) => dir.split(path.sep).join('/'))
    .filter((dir) => !dir.split('/').includes('node_modules'))
    .sort();
  const owners = new Map<string, string>();
  const areas: LabelArea[] = [];
  const perLocale = new Map<LabelLocale, LabelFile[]>(labelLocales.map((locale) => [locale, []]));
  for (const labelsFolder of dirs) {
    const dir = path.posix.dirname(labelsFolder);
    const groups = new Set<string>();
    for (const name of globSync('*', { cwd: path.join(root, labelsFolder) })) {
      const locale = name.replace(/\.json$/, '');
      if (!name.endsWith('.json') || !isLabelLocale(locale)) {
        failures.push(`${labelsFolder}/${name}: not a label file (<locale>.json, locales ${labelLocales.join(', ')})`);
      }
    }
    for (const locale of labelLocales) {
      const relative = `${labelsFolder}/${locale}.json`;
      let file: LabelFile;
      try {
        file = labelFileFrom(locale, JSON.parse(readFileSync(path.join(root, relative), 'utf8')), relative);
      } catch (error) {
        failures.push(`${relative}: ${(error as Error).message}`);
        continue;
      }
      for (const group of file.sources.keys()) groups.add(group);
      perLocale.get(locale)?.push(file);
    }
    for (const group of groups) {
      const owner = owners.get(group);
      if (owner !== undefined && owner !== dir) failures.push(`group "${group}" is declared by ${owner} and ${dir}`);
      else owners.set(group, dir);
    }
    areas.push({ dir, audience: dir.startsWith('server/') ? 'server' : 'portal', groups: [...groups].sort() });
  }
  if (failures.length > 0) throw new Error(`Cannot gather the label files:\n${failures.sort().join('\n')}`);
  const files = labelLocales.map((locale) => mergeFiles(locale, perLocale.get(locale) ?? []));
  return { areas, files };
}

function mergeFiles(locale: LabelLocale, parts: LabelFile[]): LabelFile {
  const merged: LabelFile = {
    locale,
    path: parts.map((part) => part.path).join(', ') || `${locale}.json`,
    texts: new Map(),
    malformed: new Map(),
    sources: new Map(),
  };
  for (const part of parts) {
    for (const [key, text] of part.texts) merged.texts.set(key, text);
    for (const [key, detail] of part.malformed) merged.malformed.set(key, detail);
    for (const [group, source] of part.sources) merged.sources.set(group, source);
  }
  return merged;
}

/** The label files of every locale, gathered from the areas below `root` (see `gatherLabels`). */
export function readLabelFiles(root: string = repositoryRoot): LabelFile[] {
  return gatherLabels(root).files;
}

/** The groups whose texts go to `audience`, from `areas`. */
export function groupsFor(areas: readonly LabelArea[], audience: LabelAudience): Set<string> {
  return new Set(areas.filter((area) => area.audience === audience).flatMap((area) => area.groups));
}

/** `{ locale: { group: { name: text } } }` of the gathered files, limited to `groups` when given. */
export function labelGroupsByLocale(
  files: readonly LabelFile[],
  groups?: ReadonlySet<string>,
): Record<LabelLocale, Record<string, Record<string, string>>> {
  const result = Object.fromEntries(labelLocales.map((locale) => [locale, {}])) as Record<
    LabelLocale,
    Record<string, Record<string, string>>
  >;
  for (const file of files) {
    const target = result[file.locale];
    for (const [key, text] of file.texts) {
      const dot = key.indexOf('.');
      const group = key.slice(0, dot);
      if (groups && !groups.has(group)) continue;
      (target[group] ??= {})[key.slice(dot + 1)] = text;
    }
  }
  return result;
}

/** The file (relative to the root) that holds, or should hold, `key` in `file`'s locale. */
export function sourceOf(file: LabelFile, key: string): string | undefined {
  const dot = key.indexOf('.');
  return file.sources.get(dot > 0 ? key.slice(0, dot) : key);
}

/** What the database and the API hold of a file: its texts whose key is a valid `group.name` (of `groups` if given). */
export function usableLabels(file: LabelFile, groups?: ReadonlySet<string>): LabelEntry[] {
  return [...file.texts]
    .filter(([key]) => labelKeyPattern.test(key) && (!groups || groups.has(key.slice(0, key.indexOf('.')))))
    .map(([key, content]) => ({ key, content }));
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
export { findTermMixups, labelTerms, type LabelTerm, type TermMixup } from './label-terms.ts';
