import { fallbackLanguage, isLanguageId, type LanguageId } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The language content is asked for: the page's current one (so content follows a language change). */
export function useContentLanguage(): LanguageId {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return isLanguageId(language) ? language : fallbackLanguage;
}
