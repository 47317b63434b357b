import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { findMissingLabels, registerAreaLabels, type AreaLabels } from '../src/labels.ts';

const complete: AreaLabels = {
  de: { title: 'Dokumente' },
  en: { title: 'Documents' },
  es: { title: 'Documentos' },
  fr: { title: 'Documents' },
  it: { title: 'Documenti' },
};

describe('registerAreaLabels', () => {
  it('makes the texts available in every language under the area namespace', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources: {} });
    registerAreaLabels(i18n, 'documents', complete);
    expect(i18n.t('title', { ns: 'documents' })).toBe('Dokumente');
    await i18n.changeLanguage('it');
    expect(i18n.t('documents:title')).toBe('Documenti');
  });
});

describe('findMissingLabels', () => {
  it('finds nothing when every language has every key', () => {
    expect(findMissingLabels(complete)).toEqual([]);
  });

  it('names the language and the key that is missing or empty', () => {
    const gaps = findMissingLabels({
      ...complete,
      fr: {},
      es: { title: '  ' },
      en: { title: 'Documents', subtitle: 'Yours' },
    });
    expect(gaps).toEqual([
      { language: 'de', missing: ['subtitle'] },
      { language: 'es', missing: ['title', 'subtitle'] },
      { language: 'fr', missing: ['title', 'subtitle'] },
      { language: 'it', missing: ['subtitle'] },
    ]);
  });
});
