import { z } from 'zod';
import { languages, type LanguageId } from './languages.ts';

export type LabelLocale = (typeof languages)[number]['isoId'];

/** The locales labels are stored and served in (spec 3: the languages' ISO ids), as a tuple for z.enum. */
export const labelLocales = ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'it-IT'] as const satisfies readonly LabelLocale[];

export function isLabelLocale(value: unknown): value is LabelLocale {
  return typeof value === 'string' && (labelLocales as readonly string[]).includes(value);
}

export function labelLocaleOf(language: LanguageId): LabelLocale {
  const found = languages.find((candidate) => candidate.id === language);
  if (!found) throw new Error(`Unsupported language ${language}`);
  return found.isoId;
}

/** A label key is `group.name`; the group is an area's namespace (spec 3, label entry). */
export const labelKeyPattern = /^[A-Za-z][\w-]*\.[\w.-]+$/;

export const labelEntrySchema = z.object({
  key: z.string().regex(labelKeyPattern, 'must be group.name'),
  content: z.string(),
});
export type LabelEntry = z.infer<typeof labelEntrySchema>;

/** `GET /priv/api/v1/labels/{locale}` and `GET /pub/api/v1/labels/{locale}`. */
export const labelListSchema = z.array(labelEntrySchema);

/** The spec lets the service answer with an object map as well: `{ "group.name": "content" }`. */
export const labelResponseSchema = z.union([labelListSchema, z.record(z.string(), z.string())]);

export const labelParamsSchema = z.object({
  locale: z.enum(labelLocales, { error: `must be one of ${labelLocales.join(', ')}` }),
});

/** Texts grouped the way i18next wants them: group > name > content. */
export type LabelGroups = Record<string, Record<string, string>>;

/** Spec 3: a list of entries (or a map keyed `group.name`) becomes group > name > content. */
export function groupLabels(response: z.infer<typeof labelResponseSchema>): LabelGroups {
  const entries = Array.isArray(response)
    ? response.map((entry) => [entry.key, entry.content] as const)
    : Object.entries(response);
  const groups: LabelGroups = {};
  for (const [key, content] of entries) {
    const dot = key.indexOf('.');
    if (dot <= 0) continue;
    const group = key.slice(0, dot);
    (groups[group] ??= {})[key.slice(dot + 1)] = content;
  }
  return groups;
}

export const labelPaths = {
  private: (locale: LabelLocale) => `/priv/api/v1/labels/${locale}`,
  public: (locale: LabelLocale) => `/pub/api/v1/labels/${locale}`,
} as const;
