import { fallbackLanguage, isLanguageId, labelLocaleOf, languageIds, type LanguageId } from '@portal/contracts';
import { gatherLabels, labelGroupsByLocale } from '@portal/contracts/label-files';
import type { IdentityLabelName } from '@portal/contracts/label-types';
import type { PolicyViolation } from './password/policy.ts';

/** A text of the identity pages and mails: the names of the `identity` label group (`server/src/modules/identity/labels/`). */
export type LabelKey = IdentityLabelName;
export type Labels = Record<LabelKey, string>;

/** The label group of the server-rendered identity pages and the password mails. */
export const identityGroup = 'identity';

/**
 * Every text of the identity pages, per language, from the `identity` group of the label files (read once, at
 * start): the same files, check and types as every other area's texts. `{{name}}` marks a placeholder.
 */
function readIdentityLabels(): Record<LanguageId, Labels> {
  const byLocale = labelGroupsByLocale(gatherLabels().files, new Set([identityGroup]));
  return Object.fromEntries(
    languageIds.map((language) => {
      const texts = byLocale[labelLocaleOf(language)][identityGroup];
      if (!texts) throw new Error(`The ${identityGroup} label group has no ${labelLocaleOf(language)} texts.`);
      return [language, texts as Labels];
    }),
  ) as Record<LanguageId, Labels>;
}

export const labels: Record<LanguageId, Labels> = readIdentityLabels();

export function labelsFor(language: LanguageId): Labels {
  return labels[language];
}

export function policyMessage(language: LanguageId, violation: PolicyViolation): string {
  return labels[language][`policy.${violation}`];
}

/** Replaces `{{name}}` placeholders (the label files' interpolation, as i18next writes it). */
export function format(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => values[name] ?? match);
}

/**
 * The page language: an explicit choice (`lang`) wins, then the first supported entry of a space-separated
 * `ui_locales` list ("fr-CA de"), else the fallback.
 */
export function pickLanguage(lang: unknown, uiLocales?: unknown): LanguageId {
  if (isLanguageId(lang)) return lang;
  if (typeof uiLocales === 'string') {
    for (const locale of uiLocales.split(/\s+/)) {
      const prefix = locale.slice(0, 2).toLowerCase();
      if (isLanguageId(prefix)) return prefix;
    }
  }
  return fallbackLanguage;
}
