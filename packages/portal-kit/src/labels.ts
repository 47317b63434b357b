import type { LanguageId } from '@portal/contracts';
import type { i18n as I18n } from 'i18next';

/** Texts of one area in one language, keyed by label name. */
export type LabelBundle = Readonly<Record<string, string>>;

/** Every area ships its texts in all five languages; the type makes a missing language a compile error. */
export type AreaLabels = Readonly<Record<LanguageId, LabelBundle>>;

/**
 * Adds an area's texts to the shared i18next instance under the area's own namespace,
 * so areas never overwrite each other's keys. Safe to call again (later calls win).
 */
export function registerAreaLabels(i18n: I18n, namespace: string, labels: AreaLabels): void {
  for (const [language, bundle] of Object.entries(labels)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Keys that some language of an area has and another lacks (or leaves empty). */
export function findMissingLabels(labels: AreaLabels): Array<{ language: LanguageId; missing: string[] }> {
  const allKeys = new Set(Object.values(labels).flatMap((bundle) => Object.keys(bundle)));
  return (Object.entries(labels) as Array<[LanguageId, LabelBundle]>)
    .map(([language, bundle]) => ({
      language,
      missing: [...allKeys].filter((key) => !bundle[key]?.trim()),
    }))
    .filter((gap) => gap.missing.length > 0);
}
