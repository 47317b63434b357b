/** The five supported languages (spec section 3); `en` is the fallback. */
export const languages = [
  { id: 'de', isoId: 'de-DE', label: 'Deutsch' },
  { id: 'en', isoId: 'en-US', label: 'English' },
  { id: 'es', isoId: 'es-ES', label: 'Español' },
  { id: 'fr', isoId: 'fr-FR', label: 'Français' },
  { id: 'it', isoId: 'it-IT', label: 'Italiano' },
] as const;

export type LanguageId = (typeof languages)[number]['id'];

export const languageIds: readonly LanguageId[] = languages.map((language) => language.id);

export const fallbackLanguage: LanguageId = 'en';

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'string' && (languageIds as readonly string[]).includes(value);
}

/** First two letters of a browser language when supported, otherwise the fallback. */
export function toSupportedLanguage(value: string | undefined | null): LanguageId {
  const prefix = value?.slice(0, 2).toLowerCase();
  return isLanguageId(prefix) ? prefix : fallbackLanguage;
}
