import { labelLocaleOf, type LabelGroups, type LanguageId } from '@portal/contracts';
import { gatherLabels, groupsFor, labelGroupsByLocale } from '@portal/contracts/label-files';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The portal's texts of one language as the labels API serves them (group > name > text), gathered from the
 * label files of every area (host, features, remotes).
 */
export function readLabelFile(language: LanguageId): LabelGroups {
  const { areas, files } = gatherLabels();
  return labelGroupsByLocale(files, groupsFor(areas, 'portal'))[labelLocaleOf(language)];
}

/**
 * An i18next instance for component tests, filled from the repository's label files (what the labels API
 * serves), configured like the host's, so a test renders the texts a user reads.
 */
export async function createTestI18n(language: LanguageId = 'en', defaultNamespace = 'shell'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: defaultNamespace,
    keySeparator: false,
    nsSeparator: false,
    resources: { [language]: readLabelFile(language) },
    interpolation: { escapeValue: false },
  });
  return instance;
}
