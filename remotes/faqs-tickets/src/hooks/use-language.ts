import { isLanguageId, type LanguageId } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** The page's current language, as the content calls take it. */
export function useLanguage(): LanguageId {
  const { i18n } = useTranslation();
  return isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}
