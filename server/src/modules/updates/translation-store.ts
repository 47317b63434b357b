import {
  updateTranslationLanguages,
  type LanguageId,
  type UpdateTranslation,
  type UpdateTranslations,
} from '@portal/contracts';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { updateTranslations, updates } from '../../db/schema/index.ts';

/**
 * The updates' texts in languages other than English (`update_translations`). The English text stays on the
 * update's own row, so an update without a translation, the server's password notice and every update published
 * before translations existed read as before.
 */

type TranslationRow = typeof updateTranslations.$inferSelect;

/** The update's translation into the reader's language, joined to each update (none for English). */
export function translationFor(language: LanguageId): SQL {
  return and(eq(updateTranslations.updateId, updates.id), eq(updateTranslations.language, language)) as SQL;
}

/** The text a reader gets: the translation into their language when there is one, else the English text. */
export function readerText(
  update: Pick<typeof updates.$inferSelect, 'header' | 'body' | 'ctaLabel'>,
  translation: TranslationRow | null,
): { language: LanguageId; header: string; body: string; ctaLabel: string | null } {
  if (!translation) return { language: 'en', header: update.header, body: update.body, ctaLabel: update.ctaLabel };
  return {
    language: translation.language as LanguageId,
    header: translation.header,
    body: translation.body,
    // Publishing asks for a translated label with every link; English stands in for rows written otherwise.
    ctaLabel: translation.ctaLabel ?? update.ctaLabel,
  };
}

function rowsOf(updateId: string, translations: UpdateTranslations | undefined) {
  return updateTranslationLanguages.flatMap((language) => {
    const text: UpdateTranslation | undefined = translations?.[language];
    return text ? [{ updateId, language, header: text.header, body: text.body, ctaLabel: text.ctaLabel ?? null }] : [];
  });
}

/** Stores a new update's translations. */
export async function insertTranslations(
  db: Database,
  updateId: string,
  translations: UpdateTranslations | undefined,
): Promise<void> {
  await insertTranslationsOfMany(db, [{ updateId, translations }]);
}

/** Stores the translations of several new updates in one statement (the notices of an event, one per user). */
export async function insertTranslationsOfMany(
  db: Database,
  entries: ReadonlyArray<{ updateId: string; translations: UpdateTranslations | undefined }>,
): Promise<void> {
  const rows = entries.flatMap((entry) => rowsOf(entry.updateId, entry.translations));
  if (rows.length > 0) await db.insert(updateTranslations).values(rows);
}

/**
 * Sets the translations of updates to exactly those given (the demo data's, so a database seeded before they
 * existed, or with older words, gets the data files' texts).
 */
export async function replaceTranslations(
  db: Database,
  entries: ReadonlyArray<{ updateId: string; translations: UpdateTranslations | undefined }>,
): Promise<void> {
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.delete(updateTranslations).where(
      inArray(
        updateTranslations.updateId,
        entries.map((entry) => entry.updateId),
      ),
    );
    const rows = entries.flatMap((entry) => rowsOf(entry.updateId, entry.translations));
    if (rows.length > 0) await tx.insert(updateTranslations).values(rows);
  });
}
