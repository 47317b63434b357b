import { labelLocaleOf, languageIds, type LanguageId } from '@portal/contracts';
import { gatherLabels, labelGroupsByLocale } from '@portal/contracts/label-files';

/**
 * The texts of the update a sold-to's users get when customer service answers one of its tickets, per language,
 * from the `ticketsNotice` label group of this module's label files (`labels/`), read once at start.
 */
const group = 'ticketsNotice';

function readTexts(): Record<LanguageId, Readonly<Record<string, string>>> {
  const byLocale = labelGroupsByLocale(gatherLabels().files, new Set([group]));
  return Object.fromEntries(
    languageIds.map((language) => {
      const texts = byLocale[labelLocaleOf(language)][group];
      if (!texts) throw new Error(`The ${group} label group has no ${labelLocaleOf(language)} texts.`);
      return [language, texts];
    }),
  ) as Record<LanguageId, Readonly<Record<string, string>>>;
}

const texts = readTexts();

/** A text of the language with its `{{name}}` placeholders filled. */
export function noticeText(language: LanguageId, key: string, values: Record<string, string> = {}): string {
  const text = texts[language][key] ?? texts.en[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}
