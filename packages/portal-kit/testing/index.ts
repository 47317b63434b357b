import { labelLocaleOf, type LabelGroups, type LanguageId } from '@portal/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initReactI18next } from 'react-i18next';

const labelsDirectory = join(import.meta.dirname, '..', '..', '..', 'labels');

/** The texts of one language as the repository's label file holds them (group > name > text). */
export function readLabelFile(language: LanguageId): LabelGroups {
  return JSON.parse(readFileSync(join(labelsDirectory, `${labelLocaleOf(language)}.json`), 'utf8')) as LabelGroups;
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
