import { describe, expect, it } from 'vitest';
import { languages } from '../src/languages.ts';
import { findTermMixups, gatherLabels, repositoryRoot, type LabelFile } from '../node/label-files.ts';
import {
  groupLabels,
  isLabelLocale,
  labelLocaleOf,
  labelLocales,
  labelParamsSchema,
  type LabelLocale,
} from '../src/labels.ts';

describe('groupLabels', () => {
  it('turns a list of group.name entries into group > name > text', () => {
    expect(
      groupLabels([
        { key: 'account.change_account', content: 'Change account' },
        { key: 'dashboard.generic_error', content: 'Something went wrong' },
        { key: 'login_security.okta.nested', content: 'kept whole after the first dot' },
      ]),
    ).toEqual({
      account: { change_account: 'Change account' },
      dashboard: { generic_error: 'Something went wrong' },
      login_security: { 'okta.nested': 'kept whole after the first dot' },
    });
  });

  it('accepts an object map as well and ignores keys without a group', () => {
    expect(groupLabels({ 'account.change_account': 'Konto wechseln', orphan: 'x' })).toEqual({
      account: { change_account: 'Konto wechseln' },
    });
  });
});

describe('label locales', () => {
  it('are the ISO ids of the five languages', () => {
    expect(labelLocales).toEqual(languages.map((language) => language.isoId));
    expect(labelLocaleOf('de')).toBe('de-DE');
    expect(isLabelLocale('it-IT')).toBe(true);
    expect(isLabelLocale('en')).toBe(false);
    expect(labelParamsSchema.safeParse({ locale: 'xx-XX' }).success).toBe(false);
  });
});

describe('label term lists', () => {
  const file = (locale: LabelLocale, texts: Record<string, string>): LabelFile => ({
    locale,
    path: `${locale}.json`,
    texts: new Map(Object.entries(texts)),
    malformed: new Map(),
    sources: new Map(),
  });

  it('find a German text that says Dokumente or Auftragshistorie, and an Italian one that says voi', () => {
    const mixups = findTermMixups([
      file('en-US', { 'shell.nav_documents': 'Documents' }),
      file('de-DE', { 'shell.nav_documents': 'Dokumente', 'orders.title': 'Auftragshistorie', 'ok.text': 'Belege' }),
      file('it-IT', {
        'terms.failed': 'Riprovate più tardi.',
        'terms.owner': 'Il vostro account',
        'ok.text': 'Riprovi.',
      }),
    ]);
    expect(mixups.map(({ locale, key, found }) => [locale, key, found])).toEqual([
      ['de-DE', 'shell.nav_documents', 'Dokument'],
      ['de-DE', 'orders.title', 'Auftragshistorie'],
      ['it-IT', 'terms.failed', 'Riprovate'],
      ['it-IT', 'terms.owner', 'vostro'],
    ]);
  });

  it('find nothing in the label files of the repository', () => {
    expect(findTermMixups(gatherLabels(repositoryRoot).files).map(({ locale, key }) => `${locale} ${key}`)).toEqual([]);
  });
});
