import { describe, expect, it } from 'vitest';
import { isLanguageId, languageIds, toSupportedLanguage } from '../src/languages.ts';

describe('languages', () => {
  it('supports exactly the five languages of the spec', () => {
    expect(languageIds).toEqual(['de', 'en', 'es', 'fr', 'it']);
  });

  it('takes the first two letters of a browser language when supported', () => {
    expect(toSupportedLanguage('de-AT')).toBe('de');
    expect(toSupportedLanguage('FR')).toBe('fr');
  });

  it('falls back to English for unsupported or missing languages', () => {
    expect(toSupportedLanguage('pt-BR')).toBe('en');
    expect(toSupportedLanguage(undefined)).toBe('en');
    expect(toSupportedLanguage('')).toBe('en');
  });

  it('recognises only the supported ids', () => {
    expect(isLanguageId('it')).toBe(true);
    expect(isLanguageId('it-IT')).toBe(false);
    expect(isLanguageId(3)).toBe(false);
  });
});
