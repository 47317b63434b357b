import { languageIds } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { format, labels, pickLanguage } from '../../../src/modules/identity/labels.ts';

describe('identity page labels', () => {
  const englishKeys = Object.keys(labels.en).sort();

  it.each(languageIds)('has every text in %s', (language) => {
    const texts = labels[language];
    expect(Object.keys(texts).sort()).toEqual(englishKeys);
    for (const key of englishKeys) {
      const text = texts[key as keyof typeof texts];
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      // Placeholders must survive translation.
      expect(text.match(/\{\{\w+\}\}/g) ?? [], `${language}.${key}`).toEqual(
        labels.en[key as keyof typeof labels.en].match(/\{\{\w+\}\}/g) ?? [],
      );
    }
  });

  it('is translated, not copied from English', () => {
    for (const language of languageIds.filter((id) => id !== 'en')) {
      expect(labels[language].signInTitle).not.toBe(labels.en.signInTitle);
      expect(labels[language].forgotAccepted).not.toBe(labels.en.forgotAccepted);
    }
  });

  it('fills placeholders', () => {
    expect(format(labels.de.mailGreeting, { name: 'Klaus Berger' })).toBe('Guten Tag Klaus Berger,');
  });
});

describe('pickLanguage', () => {
  it('prefers an explicit choice, then the first supported ui_locales entry, else English', () => {
    expect(pickLanguage('it', 'de')).toBe('it');
    expect(pickLanguage(undefined, 'pt-BR fr-CA de')).toBe('fr');
    expect(pickLanguage('xx', 'ES')).toBe('es');
    expect(pickLanguage(undefined, 'pt ja')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
