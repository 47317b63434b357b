import { labelLocaleOf, languageIds, type LanguageId } from '@portal/contracts';
import { gatherLabels, labelGroupsByLocale } from '@portal/contracts/label-files';

/**
 * The texts of the document PDFs and mails, per language, from the `documentsPdf` label group of this module's
 * label files (`labels/`), read once at start. `{{name}}` marks a placeholder.
 */
export const documentsPdfGroup = 'documentsPdf';

export type DocumentTexts = Readonly<Record<string, string>>;

function readTexts(): Record<LanguageId, DocumentTexts> {
  const byLocale = labelGroupsByLocale(gatherLabels().files, new Set([documentsPdfGroup]));
  return Object.fromEntries(
    languageIds.map((language) => {
      const texts = byLocale[labelLocaleOf(language)][documentsPdfGroup];
      if (!texts) throw new Error(`The ${documentsPdfGroup} label group has no ${labelLocaleOf(language)} texts.`);
      return [language, texts];
    }),
  ) as Record<LanguageId, DocumentTexts>;
}

const texts = readTexts();

/** A text of the language, its `{{name}}` placeholders filled; the key itself when a text is missing. */
export function textOf(language: LanguageId, key: string, values: Record<string, string> = {}): string {
  const text = texts[language][key] ?? texts.en[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
