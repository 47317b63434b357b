import { fallbackLanguage, languageIds, toSupportedLanguage } from '@portal/contracts';
import { registerAreaLabels } from '@portal/portal-kit';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellLabels, shellNamespace } from '../labels.ts';

/**
 * The one i18next instance of the page. Remotes reach it through the shared react-i18next singleton
 * and add their own namespaces when they load.
 */
export const i18n = i18next.createInstance();

export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: toSupportedLanguage(navigator.language),
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languageIds],
    ns: [shellNamespace],
    defaultNS: shellNamespace,
    resources: {},
    interpolation: { escapeValue: false },
  });
  registerAreaLabels(i18n, shellNamespace, shellLabels);
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', syncDocumentLanguage);
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
