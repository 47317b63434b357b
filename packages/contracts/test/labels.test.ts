import { describe, expect, it } from 'vitest';
import { languages } from '../src/languages.ts';
import { groupLabels, isLabelLocale, labelLocaleOf, labelLocales, labelParamsSchema } from '../src/labels.ts';

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
