import { labelLocaleOf, languageIds, type LanguageId } from '@portal/contracts';
import { gatherLabels, labelGroupsByLocale } from '@portal/contracts/label-files';

/** A text of a language with its `{{name}}` placeholders filled; the key itself when a text is missing. */
export type ServerText = (language: LanguageId, key: string, values?: Record<string, string>) => string;

/**
 * The texts a server module writes itself (PDFs, mails, updates), from one label group of its own label files
 * (`modules/<area>/labels/`), read once when the module is loaded; English stands in for a missing text.
 */
export function serverTexts(group: string): ServerText {
  const byLocale = labelGroupsByLocale(gatherLabels().files, new Set([group]));
  const texts = Object.fromEntries(
    languageIds.map((language) => {
      const found = byLocale[labelLocaleOf(language)][group];
      if (!found) throw new Error(`The ${group} label group has no ${labelLocaleOf(language)} texts.`);
      return [language, found];
    }),
  ) as Record<LanguageId, Readonly<Record<string, string>>>;
  return (language, key, values = {}) => {
    const text = texts[language][key] ?? texts.en[key] ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
  };
}
