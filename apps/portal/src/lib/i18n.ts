import { fallbackLanguage, languageIds } from '@portal/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The one i18next instance of the page. Its texts come from the labels API (lib/labels.ts), one bundle per
 * label group; remotes reach it through the shared react-i18next singleton and read their own group.
 */
export const i18n = i18next.createInstance();

/** Starts i18next without texts; `loadLabels` adds them and switches the language once they are there. */
export async function initI18n(defaultNamespace = 'shell'): Promise<void> {
  await i18n.use(initReactI18next).init({
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languageIds],
    defaultNS: defaultNamespace,
    ns: [defaultNamespace],
    resources: {},
    // Label names are flat (`group.name` is split once into namespace and name).
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added' },
  });
  i18n.on('languageChanged', syncDocumentLanguage);
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
