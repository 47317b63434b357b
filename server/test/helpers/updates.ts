import { randomUUID } from 'node:crypto';
import {
  updateTranslationLanguages,
  type UpdateChip,
  type UpdateTopic,
  type UpdateTranslationLanguage,
  type UpdateTranslations,
  type UpdateType,
} from '@portal/contracts';
import { eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { notificationJobs, updates } from '../../src/db/schema/index.ts';
import { insertMissingUpdates, type StoredAudience } from '../../src/modules/updates/index.ts';

/**
 * Updates of a test's own, written through the updates module's writer (`insertMissingUpdates`, as the demo seed
 * does): by default for one sold-to, each with a text in English and in every other language the module knows, and
 * read by the users named in `readBy` (unread for everyone else).
 *
 * An update for a sold-to goes with its customer (`removeTestCustomers`); one for a brand or all customers stays
 * until `removeTestUpdates`, and reaches every other customer's readers meanwhile: remove it after the file.
 */

export interface TestUpdate {
  /** Where it goes; the sold-to given to `createTestUpdates` by default. */
  audience?: StoredAudience;
  type?: UpdateType;
  topic?: UpdateTopic;
  /** The English header; `{Notice|...} {n} for {customerId}` by default, n counting on from the sold-to's updates. */
  header?: string;
  body?: string;
  chip?: UpdateChip | null;
  cta?: { label: string; href: string } | null;
  /** The texts in the other languages; every language of `updateTranslationLanguages` by default, none with `{}`. */
  translations?: UpdateTranslations;
  /** How long before now it was published: `index` hours by default, so the first given is the newest. */
  hoursAgo?: number;
  expiresAt?: Date | null;
  /** The users who have read it already. */
  readBy?: readonly string[];
}

export interface CreatedUpdate {
  id: string;
  audience: StoredAudience;
  type: UpdateType;
  topic: UpdateTopic;
  header: string;
  body: string;
  chip: UpdateChip | null;
  cta: { label: string; href: string } | null;
  translations: UpdateTranslations;
  createdAt: Date;
  expiresAt: Date | null;
  readBy: readonly string[];
}

/** The default texts' words in each language: a notice, its details, and a link's label. */
const words: Record<'en' | UpdateTranslationLanguage, { notice: string; for: string; details: string; open: string }> =
  {
    en: { notice: 'Notice', for: 'for', details: 'The details of notice', open: 'Open' },
    de: { notice: 'Mitteilung', for: 'für', details: 'Die Einzelheiten der Mitteilung', open: 'Öffnen' },
    es: { notice: 'Aviso', for: 'para', details: 'Los detalles del aviso', open: 'Abrir' },
    fr: { notice: 'Avis', for: 'pour', details: 'Le détail de l’avis', open: 'Ouvrir' },
    it: { notice: 'Avviso', for: 'per', details: 'I dettagli dell’avviso', open: 'Apri' },
  };

const textOf = (language: keyof typeof words, number: number, customerId: string) => ({
  header: `${words[language].notice} ${number} ${words[language].for} ${customerId}`,
  body: `${words[language].details} ${number}.`,
});

/**
 * Writes `specs` as updates, by default for the sold-to `customerId`; what was written, in the given order. Ids are
 * new for every call, so files may share one database.
 */
export async function createTestUpdates(
  db: Database,
  customerId: string,
  specs: readonly TestUpdate[],
): Promise<CreatedUpdate[]> {
  const before = await db.$count(updates, eq(updates.customerId, customerId));
  const now = Date.now();
  const created = specs.map((spec, index): CreatedUpdate => {
    const number = before + index + 1;
    const english = textOf('en', number, customerId);
    const cta = spec.cta ?? null;
    const translations =
      spec.translations ??
      Object.fromEntries(
        updateTranslationLanguages.map((language) => [
          language,
          { ...textOf(language, number, customerId), ...(cta ? { ctaLabel: words[language].open } : {}) },
        ]),
      );
    return {
      id: randomUUID(),
      audience: spec.audience ?? { kind: 'soldTo', customerId },
      type: spec.type ?? 'notification',
      topic: spec.topic ?? 'general',
      header: spec.header ?? english.header,
      body: spec.body ?? english.body,
      chip: spec.chip ?? null,
      cta,
      translations,
      createdAt: new Date(now - (spec.hoursAgo ?? index) * 3_600_000),
      expiresAt: spec.expiresAt ?? null,
      readBy: spec.readBy ?? [],
    };
  });
  await insertMissingUpdates(
    db,
    created.map(({ readBy, ...update }) => ({ update: { ...update, createdBy: 'test' }, readBy })),
  );
  return created;
}

/**
 * Deletes updates by id (with their translations and readers' states): those for a brand or all customers. Their
 * mails (`update:<id>:<user>`, queued when one is published through the API) go too, so no other file's queue finds
 * them waiting on a shared database.
 */
export async function removeTestUpdates(db: Database, ids: readonly string[]): Promise<void> {
  for (const id of ids) await db.delete(notificationJobs).where(like(notificationJobs.dedupeKey, `update:${id}:%`));
  if (ids.length > 0) await db.delete(updates).where(inArray(updates.id, [...ids]));
}
