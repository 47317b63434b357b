import { isLanguageId, toSupportedLanguage, type LanguageId } from '@portal/contracts';

const preLoginLanguageKey = 'portal.preLoginLanguage';

/** Spec 4: the chosen pre-login language when supported, otherwise the browser's, otherwise English. */
export function initialLanguage(): LanguageId {
  const stored = localStorage.getItem(preLoginLanguageKey);
  return isLanguageId(stored) ? stored : toSupportedLanguage(navigator.language);
}

export function storePreLoginLanguage(language: LanguageId): void {
  localStorage.setItem(preLoginLanguageKey, language);
}
