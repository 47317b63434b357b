// The terms each language uses for one thing, checked by `npm run labels:check` across every area's label files:
// the areas are written at different times, and a second word for the same thing reads as a second thing.
import type { LabelLocale } from '../src/labels.ts';
import type { LabelFile } from './label-files.ts';

export interface LabelTerm {
  /** The word this language uses (for the message). */
  use: string;
  /** The words it does not use for it. */
  avoid: RegExp;
  /** Why, for the message. */
  because: string;
}

/** One term list per language. */
export const labelTerms: Partial<Record<LabelLocale, readonly LabelTerm[]>> = {
  'de-DE': [
    {
      use: 'Beleg (Rechnungen, Gutschriften, Zahlungen) or Unterlagen (anything else)',
      avoid: /Dokument/i,
      because: 'the Documents section is Belege',
    },
    { use: 'Bestellhistorie', avoid: /Auftragshistorie/i, because: 'the order history is Bestellhistorie' },
  ],
  'it-IT': [
    {
      use: 'Lei (il Suo account, può, riprovi)',
      avoid: /\b(?:vostr[aoie]|voi|vi|avete|potete|siete|volete|dovete|\w+atevi|\w+etevi|\w+arvi|riprovate)\b/i,
      because: 'the portal addresses its customers formally',
    },
  ],
};

export interface TermMixup {
  locale: LabelLocale;
  key: string;
  /** The word found. */
  found: string;
  term: LabelTerm;
}

/** Texts of a language that use a word its term list avoids, in file and key order. */
export function findTermMixups(
  files: readonly LabelFile[],
  terms: Partial<Record<LabelLocale, readonly LabelTerm[]>> = labelTerms,
): TermMixup[] {
  return files.flatMap((file) =>
    [...file.texts].flatMap(([key, text]) =>
      (terms[file.locale] ?? []).flatMap((term) => {
        const found = term.avoid.exec(text)?.[0];
        return found ? [{ locale: file.locale, key, found, term }] : [];
      }),
    ),
  );
}
