import { fallbackLanguage, isLanguageId, type LanguageId } from '@portal/contracts';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The language content is asked for: the page's current one (so content follows a language change). */
export function contentLanguageOf(i18n: Pick<I18n, 'resolvedLanguage'>): LanguageId {
  const language = i18n.resolvedLanguage;
  return isLanguageId(language) ? language : fallbackLanguage;
}

export function useContentLanguage(): LanguageId {
  return contentLanguageOf(useTranslation().i18n);
}
