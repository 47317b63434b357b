import { fallbackLanguage, languageIds } from '@portal/contracts';
import { registerAreaLabels, type AreaLabels } from '@portal/portal-kit';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage } from './language.ts';

/**
 * The one i18next instance of the page. Remotes reach it through the shared react-i18next singleton
 * and add their own namespaces when they load.
 */
export const i18n = i18next.createInstance();

/** Starts i18n with the host's areas; the first namespace is the default one. */
export async function initI18n(areas: Record<string, AreaLabels>): Promise<void> {
  const namespaces = Object.keys(areas);
  await i18n.use(initReactI18next).init({
    lng: initialLanguage(),
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languageIds],
    ns: namespaces,
    defaultNS: namespaces[0],
    resources: {},
    interpolation: { escapeValue: false },
  });
  for (const [namespace, labels] of Object.entries(areas)) registerAreaLabels(i18n, namespace, labels);
  syncDocumentLanguage(i18n.language);
  i18n.on('languageChanged', syncDocumentLanguage);
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
