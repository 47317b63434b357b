import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { labelLocales, type LabelLocale } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  findLabelGaps,
  gatherLabels,
  labelFileFrom,
  placeholdersOf,
  readLabelFiles,
  usableLabels,
  type LabelFile,
} from '@portal/contracts/label-files';
import { labelTreeCopy } from '../../helpers/label-tree.ts';

const reference = {
  account: { change_account: 'Change account', customer_id: 'Customer number {{id}}' },
  dashboard: { generic_error: 'Something went wrong.' },
};

/** Every locale with the reference's content, then `overrides` per locale. */
function filesWith(overrides: Partial<Record<LabelLocale, unknown>> = {}): LabelFile[] {
  return labelLocales.map((locale) => labelFileFrom(locale, overrides[locale] ?? reference));
}

describe('labelFileFrom', () => {
  it('flattens groups to group.name keys and sets aside what is not a text', () => {
    const file = labelFileFrom('de-DE', { a: { x: 'X', y: 3, z: null }, b: 'text', c: [] });
    expect([...file.texts]).toEqual([['a.x', 'X']]);
    expect(Object.fromEntries(file.malformed)).toEqual({
      'a.y': 'is a number, not a text',
      'a.z': 'is null, not a text',
      b: 'is a string, not an object of texts',
      c: 'is an array, not an object of texts',
    });
    expect(labelFileFrom('de-DE', []).malformed.get('(de-DE.json)')).toBe('is an array, not an object of groups');
  });
});

describe('placeholdersOf', () => {
  it('names each i18next interpolation once, sorted', () => {
    expect(placeholdersOf('{{name}} and {{ count }}, {{- html}}, {{value, number}} and {{name}} again')).toEqual([
      'count',
      'html',
      'name',
      'value',
    ]);
    expect(placeholdersOf('no {placeholder} here')).toEqual([]);
  });
});

describe('findLabelGaps', () => {
  it('finds nothing in complete translations', () => {
    expect(findLabelGaps(filesWith())).toEqual([]);
  });

  it('reports a key missing from a language and one it has in addition', () => {
    const gaps = findLabelGaps(
      filesWith({
        'de-DE': { ...reference, dashboard: { generic_error: 'Fehler.', unknown: 'Neu' } },
        'fr-FR': { ...reference, account: { customer_id: 'Numéro client {{id}}' } },
      }),
    );
    expect(gaps).toEqual([
      { locale: 'de-DE', kind: 'extra', key: 'dashboard.unknown' },
      { locale: 'fr-FR', kind: 'missing', key: 'account.change_account' },
    ]);
  });

  it('reports empty texts, keys that are not group.name and entries that are not texts, in every file', () => {
    const gaps = findLabelGaps(
      filesWith({
        'en-US': { ...reference, dashboard: { generic_error: '  ' } },
        'it-IT': { ...reference, account: { ...reference.account, change_account: 7 }, '1st': { 'a b': 'x' } },
      }),
    );
    expect(gaps).toEqual(
      expect.arrayContaining([
        { locale: 'en-US', kind: 'empty', key: 'dashboard.generic_error' },
        { locale: 'it-IT', kind: 'malformed', key: 'account.change_account', detail: 'is a number, not a text' },
        { locale: 'it-IT', kind: 'extra', key: '1st.a b' },
        { locale: 'it-IT', kind: 'invalid-key', key: '1st.a b' },
      ]),
    );
    // The malformed entry is not reported again as missing.
    expect(gaps.filter((gap) => gap.key === 'account.change_account')).toHaveLength(1);
  });

  it('reports placeholders that differ from en-US', () => {
    const gaps = findLabelGaps(
      filesWith({
        'es-ES': { ...reference, account: { change_account: 'Cambiar {{x}}', customer_id: 'Número de cliente' } },
      }),
    );
    expect(gaps).toEqual([
      {
        locale: 'es-ES',
        kind: 'placeholders',
        key: 'account.change_account',
        detail: 'has {{x}} where en-US has none',
      },
      { locale: 'es-ES', kind: 'placeholders', key: 'account.customer_id', detail: 'has none where en-US has {{id}}' },
    ]);
  });

  it('expects the plural forms of each language', () => {
    const english = { ...reference, cart: { items_one: '{{count}} item', items_other: '{{count}} items' } };
    const french = { ...reference, cart: { items_one: '{{count}} article', items_other: '{{count}} articles' } };
    const gaps = findLabelGaps(
      filesWith({
        'en-US': english,
        'de-DE': { ...reference, cart: { items_one: '{{count}} Artikel', items_other: '{{count}} Artikel' } },
        'fr-FR': { ...french, cart: { ...french.cart, items_many: '{{count}} d’articles' } },
        'es-ES': { ...reference, cart: { items_one: '{{count}}', items_many: '{{count}}', items_other: '{{n}}' } },
        'it-IT': { ...reference, cart: { items_other: '{{count}} articoli', items_few: '{{count}}' } },
      }),
    );
    expect(gaps).toEqual([
      { locale: 'es-ES', kind: 'placeholders', key: 'cart.items_other', detail: 'has {{n}} where en-US has {{count}}' },
      { locale: 'it-IT', kind: 'missing', key: 'cart.items_many' },
      { locale: 'it-IT', kind: 'missing', key: 'cart.items_one' },
      { locale: 'it-IT', kind: 'extra', key: 'cart.items_few' },
    ]);
  });

  it('needs the en-US file', () => {
    expect(() => findLabelGaps(filesWith().filter((file) => file.locale !== 'en-US'))).toThrow(/en-US/);
  });
});

describe('the label files of the repository', () => {
  it('are complete', () => {
    const files = readLabelFiles();
    expect(files.map((file) => file.locale)).toEqual(labelLocales);
    expect(findLabelGaps(files)).toEqual([]);
    const english = files.find((file) => file.locale === 'en-US');
    expect(english && usableLabels(english).length).toBeGreaterThan(50);
  });

  it('come from the areas that own them: the host, its features, the remotes and the identity pages', () => {
    const { areas } = gatherLabels();
    const owner = (group: string) => areas.find((area) => area.groups.includes(group));
    expect(owner('shell')).toMatchObject({ dir: 'apps/portal', audience: 'portal' });
    expect(owner('terms')).toMatchObject({ dir: 'apps/portal/src/features/terms', audience: 'portal' });
    expect(owner('documents')).toMatchObject({ dir: 'remotes/documents', audience: 'portal' });
    expect(owner('identity')).toMatchObject({ dir: 'server/src/modules/identity', audience: 'server' });
    expect(areas.every((area) => area.groups.length > 0)).toBe(true);
  });
});

describe('gatherLabels', () => {
  it('names every file it cannot read', () => {
    const root = labelTreeCopy();
    writeFileSync(path.join(root, 'apps/portal/labels/it-IT.json'), '{ "shell": ');
    writeFileSync(path.join(root, 'remotes/documents/labels/de-DE.json'), '');
    expect(() => gatherLabels(root)).toThrow(
      /apps\/portal\/labels\/it-IT\.json: .*\n.*remotes\/documents\/labels\/de-DE\.json: /,
    );
  });

  it('refuses a group declared by two areas, and a file that is not a locale', () => {
    const root = labelTreeCopy();
    for (const locale of labelLocales) {
      const file = path.join(root, 'remotes/documents/labels', `${locale}.json`);
      const groups = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, JSON.stringify({ ...groups, shell: { extra: 'x' } }));
    }
    writeFileSync(path.join(root, 'remotes/documents/labels/pt-BR.json'), '{}');
    expect(() => gatherLabels(root)).toThrow(
      /group "shell" is declared by apps\/portal and remotes\/documents\n.*pt-BR\.json: not a label file/,
    );
  });

  it('finds a new area by the convention', () => {
    const root = labelTreeCopy();
    const dir = path.join(root, 'remotes/warehouse/labels');
    mkdirSync(dir, { recursive: true });
    for (const locale of labelLocales)
      writeFileSync(path.join(dir, `${locale}.json`), '{ "warehouse": { "title": "T" } }');
    const { areas, files } = gatherLabels(root);
    expect(areas.find((area) => area.dir === 'remotes/warehouse')).toEqual({
      dir: 'remotes/warehouse',
      audience: 'portal',
      groups: ['warehouse'],
    });
    expect(files.every((file) => file.texts.get('warehouse.title') === 'T')).toBe(true);
  });
});

describe('scripts/check-labels.ts', () => {
  const script = path.resolve(import.meta.dirname, '../../../../scripts/check-labels.ts');
  const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });

  it('passes on the repository’s files with a one-line summary', () => {
    const result = run();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Labels complete: 5 locales with \d+ keys each from \d+ areas below .*\n$/);
  });

  it('fails on a copy with a key removed, naming it and the file of its area', () => {
    const root = labelTreeCopy();
    const file = path.join(root, 'apps/portal/src/features/accounts/labels/de-DE.json');
    const groups = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
    delete groups['account']?.['change_account'];
    writeFileSync(file, JSON.stringify(groups));
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /apps\/portal\/src\/features\/accounts\/labels\/de-DE\.json: 1 gap\n {2}missing \(en-US has it\) +account\.change_account\n/,
    );
    expect(result.stderr).toContain('1 gap in 1 label file.');
  });

  it('fails on a group declared by two areas', () => {
    const root = labelTreeCopy();
    const file = path.join(root, 'remotes/notifications/labels/en-US.json');
    const groups = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...groups, documents: { title: 'x' } }));
    const result = run(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('group "documents" is declared by remotes/documents and remotes/notifications');
  });
});
